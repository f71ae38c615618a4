import GentleImage
import Testing

@testable import GentleRaster

@Suite struct ShapeTests {
    /// First row from the top whose pixel in `column` is at least half covered.
    func firstCoveredRow(_ bitmap: Bitmap, column: Int) -> Int? {
        (0..<bitmap.height).first { Fixtures.pixel(bitmap, column, $0)[3] >= 128 }
    }

    /// A 600 pt square with r = 150 at scale 2, black on clear.
    func corner(_ style: CornerStyle) throws -> Bitmap {
        let canvas = try Canvas(size: Size(width: 600, height: 600), scale: 2)
        canvas.fill(.roundedRect(Rect(x: 0, y: 0, width: 600, height: 600), cornerRadius: 150, style: style), .black)
        return try canvas.bitmap()
    }

    @Test func continuousCornerEasesIntoTheEdgeWhereACircleIsAlmostStraight() throws {
        let continuous = try corner(.continuous)
        let circular = try corner(.circular)
        // 0.8·r from the top-right corner Apple's curve is still ~1.2 pt deeper than the circle.
        let column = (600 - 120) * 2
        let continuousRow = try #require(firstCoveredRow(continuous, column: column))
        let circularRow = try #require(firstCoveredRow(circular, column: column))
        #expect(continuousRow - circularRow >= 2)
        #expect(continuousRow - circularRow <= 4)
        // Both share (within 0.5 %) the same arc at 45°, and the middle of the edge is untouched.
        let diagonal = try #require((0..<300).first { Fixtures.pixel(continuous, 1199 - $0, $0)[3] >= 128 })
        let circularDiagonal = try #require((0..<300).first { Fixtures.pixel(circular, 1199 - $0, $0)[3] >= 128 })
        #expect(abs(diagonal - circularDiagonal) <= 2)
        #expect(firstCoveredRow(continuous, column: 600) == 0)
        #expect(firstCoveredRow(circular, column: 600) == 0)
    }

    @Test(arguments: [CornerStyle.continuous, .circular])
    func capsuleEndsAreHalfCircles(style: CornerStyle) throws {
        let path = Shape.capsule(Rect(x: 0, y: 0, width: 200, height: 40), style: style).path
        for element in path.elements {
            guard case .curve(_, _, let end) = element else { continue }
            // Every curve ends on the end caps' circles of radius 20 or on the straight edges.
            let centerX = end.x < 100 ? 20.0 : 180.0
            let distance = ((end.x - centerX) * (end.x - centerX) + (end.y - 20) * (end.y - 20)).squareRoot()
            #expect(abs(distance - 20) < 0.01)
        }
    }

    @Test func roundedRectRadiusIsClampedToHalfTheShorterSide() {
        let huge = Shape.roundedRect(Rect(x: 0, y: 0, width: 100, height: 30), cornerRadius: 500, style: .circular).path
        let capsule = Shape.capsule(Rect(x: 0, y: 0, width: 100, height: 30), style: .circular).path
        #expect(huge == capsule)
    }

    @Test func strokeBorderStaysInsideTheShape() throws {
        let canvas = try Canvas(size: Size(width: 40, height: 40), scale: 2)
        canvas.strokeBorder(.rect(Rect(x: 10, y: 10, width: 20, height: 20)), .black, lineWidth: 2)
        let bitmap = try canvas.bitmap()
        #expect(Fixtures.pixel(bitmap, 19, 40)[3] == 0)
        #expect(Fixtures.pixel(bitmap, 20, 40)[3] == 255)
        #expect(Fixtures.pixel(bitmap, 23, 40)[3] == 255)
        #expect(Fixtures.pixel(bitmap, 24, 40)[3] == 0)
    }

    @Test(arguments: Icon.allCases)
    func iconsStayInTheirSquare(icon: Icon) {
        let rect = Rect(x: 10, y: 20, width: 30, height: 30)
        for element in icon.path(in: rect).elements {
            let points: [Point]
            switch element {
            case .move(let p), .line(let p): points = [p]
            case .curve(let a, let b, let c): points = [a, b, c]
            case .close: points = []
            }
            #expect(
                points.allSatisfy { $0.x >= rect.minX && $0.x <= rect.maxX && $0.y >= rect.minY && $0.y <= rect.maxY })
        }
    }

    static let badRects = [
        Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: .infinity, height: 10),
        Rect(x: 0, y: 0, width: -20, height: 1e300),
    ]

    @Test(arguments: badRects)
    func nonFiniteGeometryFailsCleanly(rect: Rect) throws {
        let canvas = try Canvas(size: Size(width: 20, height: 20), scale: 1)
        canvas.fill(.roundedRect(rect, cornerRadius: 4, style: .continuous), .black)
        canvas.checkerboard(.rect(rect), cell: 4, light: .white, dark: .black)
        try? canvas.drawShadow(of: .rect(rect), Shadow(radius: 3))
        try? canvas.fill(.rect(rect), material: Material(kind: .thin, appearance: .light))
        // Either cairo refused the geometry (a typed error) or drew something; never a trap.
        do {
            let bitmap = try canvas.bitmap()
            #expect(bitmap.width == 20)
        } catch let error as RasterError {
            guard case .cairo = error else { throw error }
        }
    }
}
