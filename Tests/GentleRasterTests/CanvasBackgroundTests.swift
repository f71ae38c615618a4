import GentleColor
import GentleImage
import Testing

@testable import GentleRaster

/// A canvas created in a page colour holds the pixels of a transparent canvas with that colour
/// filled over all of it, also where the canvas skips clearing its page first (an opaque colour
/// over whole pixels) and takes back a block another canvas drew on.
@Suite struct CanvasBackgroundTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let size: Size
        let scale: PixelScale
        let color: GentleRGBA
        var testDescription: String { name }
    }

    static let cases = [
        Case(
            name: "opaque, whole pixels", size: Size(width: 37, height: 23), scale: 2,
            color: GentleRGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)),
        Case(
            name: "opaque, half points at scale 2", size: Size(width: 36.5, height: 22.5), scale: 2,
            color: GentleRGBA(hex: 0x1C1C1E)),
        Case(
            name: "opaque, sides between pixels", size: Size(width: 37.3, height: 23.7), scale: 2,
            color: GentleRGBA(hex: 0xF2F2F7)),
        Case(
            name: "translucent", size: Size(width: 37, height: 23), scale: 1,
            color: GentleRGBA(red: 1, green: 0.5, blue: 0, alpha: 0.5)),
    ]

    @Test(arguments: cases)
    func theBackgroundIsTheFillOfTheWholeCanvas(_ testCase: Case) throws {
        // A canvas of the same size drawn on and given back, so the pool holds a dirty block.
        do {
            let dirty = try Canvas(size: testCase.size, scale: testCase.scale)
            dirty.fill(.rect(Rect(origin: .zero, size: testCase.size)), GentleRGBA(hex: 0xFF2D55))
        }
        let painted = try Canvas(size: testCase.size, scale: testCase.scale, background: testCase.color).bitmap()
        let filled = try Canvas(size: testCase.size, scale: testCase.scale)
        filled.fill(.rect(Rect(origin: .zero, size: testCase.size)), testCase.color)
        #expect(painted == (try filled.bitmap()))
    }
}
