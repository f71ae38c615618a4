import Foundation
import GentleGolden
import GentleImage
import Testing

/// A golden and an image of different sizes are still compared, over the union of both canvases
/// (as Playwright does): every pixel outside either image differs, so the failure has counts, a
/// diff image and changed areas, and it still fails.
@Suite struct SizeMismatchTests {
    /// A size pair, and how many pixels of a flat white pair differ over the union: those outside
    /// the shared part.
    struct Pair: Sendable, CustomTestStringConvertible {
        let expected: PixelSize
        let actual: PixelSize

        var union: PixelSize {
            PixelSize(width: max(expected.width, actual.width), height: max(expected.height, actual.height))
        }
        var outsideShared: Int {
            union.width * union.height - min(expected.width, actual.width) * min(expected.height, actual.height)
        }
        var testDescription: String { "\(expected) → \(actual)" }
    }

    static let pairs = [
        Pair(expected: PixelSize(width: 10, height: 10), actual: PixelSize(width: 10, height: 12)),
        Pair(expected: PixelSize(width: 10, height: 12), actual: PixelSize(width: 10, height: 10)),
        Pair(expected: PixelSize(width: 8, height: 10), actual: PixelSize(width: 10, height: 10)),
        Pair(expected: PixelSize(width: 10, height: 7), actual: PixelSize(width: 7, height: 10)),
    ]

    @Test(arguments: pairs, PixelMetric.allCases)
    func pixelsOutsideEitherImageCountAsDiffering(pair: Pair, metric: PixelMetric) throws {
        let expected = Sheets.white(width: pair.expected.width, height: pair.expected.height)
        let actual = Sheets.blackening(
            Sheets.white(width: pair.actual.width, height: pair.actual.height), [(x: 1, y: 1)])
        let options = ComparisonOptions(metric: metric, producesDiffImage: true, producesDifferenceMask: true)

        let difference = try #require(compareOverUnion(expected, actual, options: options))

        #expect(difference.differingPixels == pair.outsideShared + 1)
        #expect(difference.totalPixels == pair.union.width * pair.union.height)
        #expect(!difference.isExact)
        let diff = try #require(difference.diffImage)
        #expect(PixelSize(of: diff) == pair.union)
        #expect(difference.differenceMask?.boundingBox != nil)
        // The bottom right corner lies outside one of the two images, so it is marked.
        #expect(diff.pixels.suffix(4) != Sheets.white(width: 1, height: 1).pixels)
    }

    @Test(arguments: pairs)
    func theVerifierExplainsASizeMismatchLikeAnyDifference(pair: Pair) throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let id = try Sheets.caseID()
            try store.write(
                Sheets.white(width: pair.expected.width, height: pair.expected.height),
                fingerprint: Sheets.fingerprint, for: id)
            let actual = Sheets.white(width: pair.actual.width, height: pair.actual.height)
            let regions = [TokenRegion(token: "colors.background", rect: PixelRect(x: 0, y: 0, width: 20, height: 20))]

            let result = GoldenVerifier(store: store, settings: VerificationSettings(mode: .never))
                .verify(GoldenCase(id: id, actual: actual, fingerprint: Sheets.fingerprint, regions: regions))

            #expect(result.status == .sizeMismatch(expected: pair.expected, actual: pair.actual))
            #expect(!result.passes)
            #expect(result.status.message == "size differs: \(pair.expected) → \(pair.actual)")
            #expect(result.difference?.differingPixels == pair.outsideShared)
            #expect(result.headline.hasPrefix("\(PixelCount.grouped(pair.outsideShared)) differing pixels"))
            #expect(result.headline.hasSuffix("size differs: \(pair.expected) → \(pair.actual)"))
            #expect(result.artifacts == [.expected, .actual, .diff])
            #expect(result.images?.diff.map(PixelSize.init(of:)) == pair.union)
            #expect(!result.changedAreas.isEmpty)
            #expect(result.attribution?.shares.map(\.token) == ["colors.background"])
            #expect(result.artifactSize(.expected) == pair.expected)
            #expect(result.artifactSize(.diff) == pair.union)
            let run = VerificationRun(settings: VerificationSettings(mode: .never), results: [result])
            #expect(run.tokenRollUp.entries.first?.pixels == pair.outsideShared)
        }
    }
}
