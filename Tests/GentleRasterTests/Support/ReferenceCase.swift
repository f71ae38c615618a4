import GentleColor
import GentleRaster
import Testing

/// One case of the rasterizer's reference corpus: a small drawing of one feature, kept as
/// `References/<area>/<name>.png` and described in `References/README.md`.
struct ReferenceCase: Sendable, CustomTestStringConvertible {
    /// The feature: `corners`, `strokes`, `shadows`, `materials`, `glass` or `text`.
    let area: String
    /// The case's file name, without `.png`.
    let name: String
    /// The canvas, in points.
    let size: Size
    /// Pixels per point.
    let scale: PixelScale
    /// Draws the case on a canvas of `size` already painted white.
    let draw: @Sendable (Canvas, Typesetter) throws -> Void

    init(
        _ area: String, _ name: String, width: Double = 64, height: Double = 48, scale: PixelScale = 2,
        draw: @escaping @Sendable (Canvas, Typesetter) throws -> Void
    ) {
        self.area = area
        self.name = name
        self.size = Size(width: width, height: height)
        self.scale = scale
        self.draw = draw
    }

    /// The reference's path below `References/`.
    var path: String { "\(area)/\(name).png" }

    var testDescription: String { "\(area)/\(name)" }

    /// The case drawn on a fresh canvas.
    func canvas(typesetter: Typesetter) throws -> Canvas {
        let canvas = try Canvas(size: size, scale: scale)
        canvas.fill(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height)), .white)
        try draw(canvas, typesetter)
        return canvas
    }
}

/// Backdrops for the effects that show what is behind them.
enum ReferenceBackdrop {
    /// Vertical stripes in four colours, so a blur's reach and a tint show.
    static func stripes(on canvas: Canvas, size: Size, width stripe: Double = 6) {
        let colors = [0xFF3B30, 0xFFCC00, 0x34C759, 0x007AFF].map { GentleRGBA(hex: $0) }
        var x = 0.0
        var index = 0
        while x < size.width {
            canvas.fill(.rect(Rect(x: x, y: 0, width: stripe, height: size.height)), colors[index % colors.count])
            x += stripe
            index += 1
        }
    }

    /// What an effect in `appearance` is shown over: the stripes in light, the bars in dark.
    static func page(for appearance: Appearance, on canvas: Canvas, size: Size) {
        if appearance == .dark {
            darkBars(on: canvas, size: size)
        } else {
            stripes(on: canvas, size: size)
        }
    }

    /// A dark ground with light text-like bars, as a dark-mode page behind a panel.
    static func darkBars(on canvas: Canvas, size: Size) {
        canvas.fill(.rect(Rect(x: 0, y: 0, width: size.width, height: size.height)), GentleRGBA(hex: 0x1C1C1E))
        for row in stride(from: 4.0, to: size.height, by: 8) {
            canvas.fill(.rect(Rect(x: 4, y: row, width: size.width - 8, height: 3)), GentleRGBA(hex: 0xF2F2F7))
        }
    }
}
