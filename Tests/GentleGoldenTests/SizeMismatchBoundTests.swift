import Foundation
import GentleGolden
import GentleImage
import Testing

/// A golden of extreme shape is a few bytes on disk and arbitrarily large as pixels: a size
/// mismatch is compared over the union of both canvases only while that union is bounded, a
/// golden larger than any canvas is never decoded, and a mode that replaces the golden anyway
/// compares no pixels of a size mismatch.
@Suite struct SizeMismatchBoundTests {
    /// Two sizes whose union is beyond its bound (`comparableUnion(of:and:)`).
    struct Pair: Sendable, CustomTestStringConvertible {
        let expected: PixelSize
        let actual: PixelSize
        var testDescription: String { "\(expected) → \(actual)" }
    }

    static let unbounded = [
        // Within the canvas limits, but the union (3.3 Mpx) is almost all padding.
        Pair(expected: PixelSize(width: 32767, height: 1), actual: PixelSize(width: 100, height: 100)),
        Pair(expected: PixelSize(width: 100, height: 100), actual: PixelSize(width: 1, height: 32767)),
        // Taller than any canvas.
        Pair(expected: PixelSize(width: 1, height: 40_000), actual: PixelSize(width: 1, height: 10)),
    ]

    @Test(arguments: unbounded)
    func aUnionBeyondItsBoundIsNotCompared(pair: Pair) {
        let expected = Sheets.white(width: pair.expected.width, height: pair.expected.height)
        let actual = Sheets.white(width: pair.actual.width, height: pair.actual.height)
        let options = ComparisonOptions(producesDiffImage: true, producesDifferenceMask: true)

        #expect(compareOverUnion(expected, actual, options: options) == nil)
    }

    /// A golden taller than any canvas, as `verify` meets it: 1 × 40,000 px, about 200 bytes.
    static let tallGolden = PixelSize(width: 1, height: 40_000)

    @Test(arguments: [RecordMode.never, .missing])
    func aGoldenLargerThanAnyCanvasIsASizeMismatchWithoutPixels(mode: RecordMode) throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder.appendingPathComponent("Goldens"))
            let id = try Sheets.caseID()
            try store.write(
                Sheets.white(width: Self.tallGolden.width, height: Self.tallGolden.height),
                fingerprint: Sheets.fingerprint, for: id)
            let actual = Sheets.white()
            let report = ReportWriter(directory: folder.appendingPathComponent("report"))

            let result = try GoldenVerifier(store: store, settings: VerificationSettings(mode: mode))
                .verify(GoldenCase(id: id, actual: actual, fingerprint: Sheets.fingerprint), report: report)

            #expect(result.status == .sizeMismatch(expected: Self.tallGolden, actual: PixelSize(of: actual)))
            #expect(result.difference == nil)
            #expect(result.artifacts == [.actual])
            #expect(result.goldenSHA256 == store.fileHash(of: id))
            #expect(result.write == .untouched)
            #expect(Scratch.listing(folder.appendingPathComponent("report")).contains { $0.hasSuffix("actual.png") })
            #expect(!Scratch.listing(folder.appendingPathComponent("report")).contains { $0.hasSuffix("expected.png") })
            let stored = try #require(try store.readStored(id))
            #expect(stored.image == nil)
            #expect(stored.size == Self.tallGolden)
            #expect(throws: GoldenStoreError.self) { try store.read(id) }
        }
    }

    /// `record`, `--record failed` and `--record all` replace a golden whose size differs, small
    /// or larger than any canvas, and compare none of its pixels.
    @Test(arguments: [RecordMode.failed, .all], [PixelSize(width: 8, height: 8), tallGolden])
    func aReplacingModeRewritesAGoldenOfAnotherSizeWithoutComparingIt(mode: RecordMode, golden: PixelSize) throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let id = try Sheets.caseID()
            try store.write(
                Sheets.white(width: golden.width, height: golden.height), fingerprint: Sheets.fingerprint, for: id)
            let actual = Sheets.white()

            let result = GoldenVerifier(store: store, settings: VerificationSettings(mode: mode))
                .verify(GoldenCase(id: id, actual: actual, fingerprint: Sheets.fingerprint))

            #expect(result.status == .sizeMismatch(expected: golden, actual: PixelSize(of: actual)))
            #expect(result.difference == nil)
            #expect(result.images?.diff == nil)
            #expect(result.write == .updated)
            #expect(try store.read(id)?.bitmap == actual)
        }
    }
}
