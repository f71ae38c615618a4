import GentleGolden
import GentleImage
import Testing

@Suite struct ComparisonTests {
    @Test func identicalBitmapsTakeTheExactPath() throws {
        let image = Pictures.edge(level: 128)
        let difference = try #require(compare(image, image).difference)
        #expect(difference == PixelDifference(differingPixels: 0, antiAliasedPixels: 0, totalPixels: 25, isExact: true))
    }

    @Test func differentSizesAreTheirOwnResult() {
        let outcome = compare(Pictures.flat(0, width: 3, height: 2), Pictures.flat(0, width: 2, height: 3))
        #expect(
            outcome == .sizeMismatch(expected: PixelSize(width: 3, height: 2), actual: PixelSize(width: 2, height: 3)))
        #expect(!ComparisonGate(maxDiffRatio: 1).verdict(on: outcome).passes)
    }

    // A grey step d on flat grey has squared YIQ distance ≈ 0.5053·d², compared with 35215·t².
    @Test(arguments: [
        (step: 26, threshold: 0.1, counted: 0), (27, 0.1, 1), (52, 0.2, 0), (53, 0.2, 1),
        (2, 0.01, 0), (3, 0.01, 1), (1, 0.0, 1),
    ])
    func thresholdDecidesWhetherAStepCounts(step: Int, threshold: Double, counted: Int) throws {
        let expected = Pictures.flat(200)
        let actual = Pictures.setting(expected, x: 2, y: 2, to: UInt8(200 - step))
        let difference = try #require(
            compare(expected, actual, options: ComparisonOptions(threshold: threshold)).difference)
        #expect(difference.differingPixels == counted)
        #expect(difference.antiAliasedPixels == 0)
        #expect(!difference.isExact)
    }

    @Test func movedAntiAliasedEdgeIsShownButNotCounted() throws {
        let expected = Pictures.edge(level: 128)
        let actual = Pictures.edge(level: 200)
        let detected = try #require(compare(expected, actual).difference)
        #expect(detected.differingPixels == 0)
        #expect(detected.antiAliasedPixels == 5)
        let included = try #require(
            compare(expected, actual, options: ComparisonOptions(includeAntiAliasing: true)).difference)
        #expect(included.differingPixels == 5)
        #expect(included.antiAliasedPixels == 0)
    }

    @Test func isolatedPixelOnFlatColourIsNeverAntiAliasing() throws {
        let expected = Pictures.edge(level: 128)
        let actual = Pictures.setting(Pictures.edge(level: 200), x: 4, y: 2, to: 0)
        let difference = try #require(compare(expected, actual).difference)
        #expect(difference.differingPixels == 1)
        #expect(difference.antiAliasedPixels == 5)
    }

    // Without the checkerboard, translucent pixels are composited on white before measuring, as
    // pixelmatch ≤ 6 did (counts checked with pybind11-pixelmatch).
    @Test(arguments: [
        (expected: (UInt8(0), UInt8(0)), actual: (UInt8(255), UInt8(255)), counted: 0),
        ((10, 0), (250, 0), 0),
        ((0, 128), (128, 255), 25),
    ])
    func withoutTheCheckerboardAlphaIsBlendedWithWhite(
        expected: (grey: UInt8, alpha: UInt8), actual: (grey: UInt8, alpha: UInt8), counted: Int
    ) throws {
        let outcome = compare(
            Pictures.flat(expected.grey, alpha: expected.alpha), Pictures.flat(actual.grey, alpha: actual.alpha),
            options: ComparisonOptions(threshold: 0, checkerboard: false))
        #expect(outcome.difference?.differingPixels == counted)
    }

    @Test func diffImageUsesPixelmatchColours() throws {
        let expected = Pictures.edge(level: 128)
        let actual = Pictures.setting(Pictures.edge(level: 200), x: 4, y: 2, to: 0)
        let difference = try #require(
            compare(expected, actual, options: ComparisonOptions(producesDiffImage: true)).difference)
        let diff = try #require(difference.diffImage)
        #expect(Pictures.pixel(diff, x: 0, y: 2) == [229, 229, 229, 255])
        #expect(Pictures.pixel(diff, x: 2, y: 2) == [255, 255, 0, 255])
        #expect(Pictures.pixel(diff, x: 3, y: 2) == [255, 255, 255, 255])
        #expect(Pictures.pixel(diff, x: 4, y: 2) == [255, 0, 0, 255])
    }

    @Test func diffImageOfIdenticalImagesIsTheFadedBase() throws {
        let image = Pictures.flat(0)
        let diff = try #require(
            compare(image, image, options: ComparisonOptions(producesDiffImage: true)).difference?.diffImage)
        #expect(diff == Bitmap(width: 5, height: 5, filledWith: (229, 229, 229, 255)))
    }

    @Test func diffImageIsOnlyMadeOnRequest() throws {
        let difference = try #require(compare(Pictures.flat(0), Pictures.flat(90)).difference)
        #expect(difference.diffImage == nil)
        #expect(difference.differingPixels == 25)
    }
}

@Suite struct InconsistentBitmapTests {
    @Test func bitmapWithMissingBytesIsNeverReadPastItsEnd() {
        var damaged = Pictures.flat(0)
        damaged.pixels.removeLast(4)
        #expect(!damaged.hasConsistentSize)
        #expect(
            compare(Pictures.flat(0), damaged)
                == .sizeMismatch(expected: PixelSize(width: 5, height: 5), actual: PixelSize(width: 5, height: 5)))
        #expect(throws: PNGError.unencodableSize(width: 5, height: 5)) { try PNGEncoder().encode(damaged) }
    }
}
