import GentleColor
import GentleImage
import Testing

@testable import GentleRaster

@Suite struct CompositingTests {
    @Test(arguments: [0.25, 0.5, 1.0])
    func groupOpacityAppliesOnceToOverlappingContent(opacity: Double) throws {
        let canvas = try Canvas(size: Size(width: 20, height: 20), scale: 1)
        canvas.withGroup(opacity: opacity) { canvas in
            canvas.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), GentleRGBA(hex: 0xFF0000))
            canvas.fill(.rect(Rect(x: 5, y: 5, width: 10, height: 10)), GentleRGBA(hex: 0x0000FF))
        }
        let bitmap = try canvas.bitmap()
        #expect(Fixtures.pixel(bitmap, 10, 10) == [0, 0, 255, UInt8((opacity * 255).rounded())])
        #expect(Fixtures.pixel(bitmap, 2, 2) == [255, 0, 0, UInt8((opacity * 255).rounded())])
    }

    @Test func scaleShrinksAboutTheAnchor() throws {
        let canvas = try Canvas(size: Size(width: 100, height: 100), scale: 1)
        canvas.withGroup(scale: 0.5, anchor: Point(x: 50, y: 50)) { canvas in
            canvas.fill(.rect(Rect(x: 0, y: 0, width: 100, height: 100)), .black)
        }
        let bitmap = try canvas.bitmap()
        #expect(Fixtures.pixel(bitmap, 24, 50)[3] == 0)
        #expect(Fixtures.pixel(bitmap, 25, 50)[3] == 255)
        #expect(Fixtures.pixel(bitmap, 74, 74)[3] == 255)
        #expect(Fixtures.pixel(bitmap, 75, 50)[3] == 0)
    }

    @Test(arguments: Appearance.allCases)
    func materialBlursTheBackdropUnderIt(appearance: Appearance) throws {
        let canvas = try Canvas(size: Size(width: 120, height: 60), scale: 1)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 120, height: 60)), .white)
        for stripe in 0..<30 {
            canvas.fill(
                .rect(Rect(x: Double(stripe) * 4, y: 0, width: 2, height: 60)),
                stripe % 2 == 0 ? .black : GentleRGBA(hex: 0xFF2D55))
        }
        try canvas.fill(
            .rect(Rect(x: 30, y: 10, width: 60, height: 40)), material: Material(kind: .thin, appearance: appearance))
        let bitmap = try canvas.bitmap()
        func spread(_ xs: Range<Int>, row: Int) -> Int {
            let values = xs.map { Int(Fixtures.pixel(bitmap, $0, row)[0]) }
            return (values.max() ?? 0) - (values.min() ?? 0)
        }
        #expect(spread(0..<20, row: 5) > 200)
        #expect(spread(50..<70, row: 30) < 8)
    }

    func stripesUnderMaterial(grouped: Bool) throws -> Bitmap {
        let canvas = try Canvas(size: Size(width: 400, height: 100), scale: 1)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: 400, height: 100)), .white)
        // A clip makes cairo size the group's surface to it, so the group has a device offset
        // (−150 px) larger than the blur's reach.
        let clip = grouped ? Rect(x: 150, y: 0, width: 250, height: 100) : Rect(x: 0, y: 0, width: 400, height: 100)
        try canvas.withClip(.rect(clip)) { canvas in
            try canvas.withGroup(opacity: 1) { canvas in
                canvas.translate(x: grouped ? 7 : 0, y: grouped ? 5 : 0)
                for stripe in 0..<20 {
                    canvas.fill(.rect(Rect(x: 250 + Double(stripe) * 4, y: 10, width: 2, height: 70)), .black)
                }
                try canvas.fill(
                    .rect(Rect(x: 270, y: 25, width: 40, height: 40)),
                    material: Material(kind: .regular, appearance: .dark))
            }
        }
        return try canvas.bitmap()
    }

    @Test func materialInsideAnOffsetGroupReadsTheGroupsOwnPixels() throws {
        let plain = try stripesUnderMaterial(grouped: false)
        let moved = try stripesUnderMaterial(grouped: true)
        for (x, y) in [(290, 45), (275, 30), (305, 60), (281, 50)] {
            #expect(Fixtures.pixel(plain, x, y) == Fixtures.pixel(moved, x + 7, y + 5))
        }
    }
}
