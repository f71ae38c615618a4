import GentleImage

extension Canvas {
    /// Draws with `draw` on a fresh canvas of the format and returns the encoded file, so one
    /// drawing function serves PNG, SVG and PDF alike.
    package static func render(
        size: Size, scale: PixelScale, format: OutputFormat, pngText: [PNGTextEntry] = [],
        _ draw: (Canvas) throws -> Void
    ) throws -> [UInt8] {
        let canvas = try Canvas(size: size, scale: scale, format: format)
        try draw(canvas)
        return try canvas.encoded(pngText: pngText)
    }
}
