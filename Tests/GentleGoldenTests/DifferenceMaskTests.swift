import GentleGolden
import GentleImage
import Testing

@Suite struct DifferenceMaskTests {
    /// A 130-pixel-wide mask (three words per row) with pixels at the word edges and inside.
    static let marked: [(x: Int, y: Int)] = [(0, 0), (63, 1), (64, 1), (129, 2), (100, 4)]

    static var mask: DifferenceMask {
        var mask = DifferenceMask(width: 130, height: 5)
        for pixel in marked { mask.insert(x: pixel.x, y: pixel.y) }
        return mask
    }

    @Test(arguments: [
        (PixelRect(x: 0, y: 0, width: 130, height: 5), 5),
        (PixelRect(x: 63, y: 1, width: 2, height: 1), 2),
        (PixelRect(x: 64, y: 0, width: 66, height: 5), 3),
        (PixelRect(x: 1, y: 0, width: 62, height: 5), 0),
        (PixelRect(x: -10, y: -10, width: 11, height: 11), 1),
        (PixelRect(x: 100, y: 2, width: 50, height: 50), 2),
        (PixelRect(x: 5, y: 5, width: 0, height: 3), 0),
    ])
    func countsMarkedPixelsInARectangle(rect: PixelRect, expected: Int) {
        #expect(Self.mask.count(in: rect) == expected)
    }

    @Test func boundingBoxAndMembership() {
        #expect(Self.mask.count == 5)
        #expect(Self.mask.boundingBox == PixelRect(x: 0, y: 0, width: 130, height: 5))
        #expect(Self.mask.contains(x: 64, y: 1))
        #expect(!Self.mask.contains(x: 65, y: 1))
        #expect(!Self.mask.contains(x: 500, y: 1))
        #expect(DifferenceMask(width: 3, height: 3).boundingBox == nil)
    }

    @Test func comparisonMarksOnlyCountedPixels() throws {
        let expected = Pictures.edge(level: 128)
        let actual = Pictures.setting(Pictures.edge(level: 200), x: 4, y: 2, to: 0)
        let difference = try #require(
            compare(expected, actual, options: ComparisonOptions(producesDifferenceMask: true)).difference)
        let mask = try #require(difference.differenceMask)
        #expect(mask.count == difference.differingPixels)
        #expect(mask.contains(x: 4, y: 2))
        #expect(!mask.contains(x: 2, y: 2))
        #expect(mask.boundingBox == PixelRect(x: 4, y: 2, width: 1, height: 1))
    }
}
