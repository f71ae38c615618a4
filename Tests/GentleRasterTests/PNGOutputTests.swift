import GentleColor
import GentleImage
import Testing

@testable import GentleRaster

@Suite struct PNGOutputTests {
    /// A translucent card with its shadow and text, on an opaque page or on a transparent one
    /// (where antialiased edges and the soft shadow give every alpha value).
    static func scene(translucent: Bool) throws -> Canvas {
        let canvas = try Canvas(size: TestScene.size, scale: 2)
        if !translucent {
            canvas.fill(
                .rect(Rect(x: 0, y: 0, width: TestScene.size.width, height: TestScene.size.height)),
                GentleRGBA(hex: 0xF2F2F7))
        }
        let card = Shape.roundedRect(Rect(x: 40, y: 30, width: 160, height: 90), cornerRadius: 18, style: .continuous)
        try canvas.fill(card, GentleRGBA(hex: 0x5856D6, alpha: 0.6), shadow: Shadow(radius: 10, y: 6))
        let style = TextStyle(
            font: FontRequest(design: .serif, weight: 500, size: 15), color: GentleRGBA(hex: 0xFF9500, alpha: 0.8))
        canvas.draw(try Fixtures.typesetter().layout("Glass & shadow", style: style), at: Point(x: 60, y: 140))
        return canvas
    }

    @Test(arguments: [PNGEncoder.fast, .compact], [false, true])
    func encodedPixelsAreTheCanvasBitmap(encoder: PNGEncoder, translucent: Bool) throws {
        let canvas = try Self.scene(translucent: translucent)
        let bytes = try canvas.encoded(encoder: encoder)
        let bitmap = try canvas.bitmap()
        #expect(try PNGDecoder().decode(bytes).bitmap == bitmap)
        // Opaque scenes are stored as RGB (colour type 2), translucent ones as RGBA (6).
        #expect(bytes[25] == (translucent ? 6 : 2))
        #expect(bytes == (try encoder.encode(bitmap)))
    }
}
