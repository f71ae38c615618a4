import GentleImage
import Testing

@testable import GentleRaster

@Suite struct PixelGridTests {
    /// The rows of `column` with any ink, and their alpha.
    func inkedRows(_ bitmap: Bitmap, column: Int) -> [Int: UInt8] {
        var rows: [Int: UInt8] = [:]
        for y in 0..<bitmap.height where Fixtures.pixel(bitmap, column, y)[3] > 0 {
            rows[y] = Fixtures.pixel(bitmap, column, y)[3]
        }
        return rows
    }

    @Test(arguments: [
        (1, 10.5, [11: UInt8(255)]), (2, 10.3, [21: 255, 22: 255]), (3, 4.5, [14: 255, 15: 255, 16: 255]),
    ])
    func aRuleBetweenPixelRowsIsDrawnOnWholeOnes(scale: Int, y: Double, expected: [Int: UInt8]) throws {
        let canvas = try Canvas(size: Size(width: 40, height: 20), scale: #require(PixelScale(scale)))
        canvas.fill(.rect(canvas.pixelAligned(Rect(x: 0, y: y, width: 40, height: 1))), .black)
        #expect(inkedRows(try canvas.bitmap(), column: 5) == expected)
    }

    @Test(arguments: [1, 2, 3])
    func aHairlineAlongAnAxisCoversWholePixels(scale: Int) throws {
        let canvas = try Canvas(size: Size(width: 40, height: 20), scale: #require(PixelScale(scale)))
        var path = Path()
        let points = canvas.pixelAligned([Point(x: 2, y: 7.3), Point(x: 38, y: 7.3)], lineWidth: 1)
        path.move(to: points[0])
        path.line(to: points[1])
        canvas.stroke(path, .black, lineWidth: 1)
        let rows = inkedRows(try canvas.bitmap(), column: 20 * scale)
        #expect(rows.count == scale)
        #expect(rows.values.allSatisfy { $0 == 255 })
    }

    @Test func slantedLinesAndFractionalWidthsStayWhereTheyAre() throws {
        let canvas = try Canvas(size: Size(width: 40, height: 20), scale: 1)
        let slanted = [Point(x: 0, y: 0.3), Point(x: 10, y: 5.3)]
        let flat = [Point(x: 0, y: 3.3), Point(x: 10, y: 3.3)]
        #expect(canvas.pixelAligned(slanted, lineWidth: 1) == slanted)
        #expect(canvas.pixelAligned(flat, lineWidth: 1.5) == flat)
        #expect(canvas.pixelAligned(flat, lineWidth: 2) == [Point(x: 0, y: 3), Point(x: 10, y: 3)])
    }
}
