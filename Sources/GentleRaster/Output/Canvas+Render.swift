import GentleColor
import GentleImage

extension Canvas {
    /// Draws with `draw` on a fresh canvas of the format and returns the encoded file, so one
    /// drawing function serves PNG, SVG and PDF alike.
    package static func render(
        size: Size, scale: PixelScale, format: OutputFormat, pngText: [PNGTextEntry] = [],
        _ draw: (Canvas) throws -> Void
    ) throws -> [UInt8] {
        try drawn(size: size, scale: scale, format: format, draw).encoded(pngText: pngText)
    }

    /// A fresh canvas of the format with `draw` drawn on it. Where the drawing `readsBackdrop`
    /// (a material or glass), vector output is drawn twice: first on a raster canvas at the
    /// output's pixel scale but at least 2, which keeps the pixels of each material and glass as
    /// a PNG paints them, then on the vector canvas, which embeds those pixels as images clipped
    /// to each shape and draws the rest, text included, as vectors. `draw` must draw the same
    /// way both times. Each canvas starts covered in `background` when there is one.
    package static func drawn(
        size: Size, scale: PixelScale, format: OutputFormat, readsBackdrop: Bool = true,
        background: GentleRGBA? = nil, _ draw: (Canvas) throws -> Void
    ) throws -> Canvas {
        let canvas = try Canvas(size: size, scale: scale, format: format, background: background)
        if format != .png, readsBackdrop {
            let raster = try Canvas(
                size: size, scale: scale.factor < 2 ? .two : scale, format: .png, background: background)
            let painted = PaintedBackdrops(scale: raster.scale)
            raster.paintedBackdrops = painted
            try draw(raster)
            try raster.checkStatus("draw the raster pass")
            canvas.paintedBackdrops = painted
        }
        try draw(canvas)
        return canvas
    }
}
