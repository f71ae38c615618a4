import GentleRaster
import GentleTokens

/// A continuous rounded rectangle behind a block: a tile, a highlighted cell, a padding area.
enum Panel {
    /// The panel for `frame`, filled with `fill` and edged inside with a 1 pt `edge` where given.
    static func elements(_ frame: Rect, radius: Double, fill: GentleRGBA?, edge: GentleRGBA? = nil) -> [SheetElement] {
        let paint = ShapePaint(
            outline: .roundedRectangle(cornerRadius: radius, style: .continuous), fill: fill,
            stroke: edge.map { InsideStroke(color: $0, width: 1) })
        return [SheetElement(frame: frame, content: .shape(paint))]
    }
}
