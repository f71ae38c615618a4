import CCairo
import GentleColor

extension Canvas {
    /// Draws a text layout with its top-left corner at `origin`, in the style's colour unless
    /// another is given. Glyphs are drawn as the shaper placed them.
    package func draw(_ layout: TextLayout, at origin: Point, color: GentleRGBA? = nil) {
        let glyphs = layout.lines.flatMap(\.glyphs)
        guard !glyphs.isEmpty else { return }
        var cairoGlyphs = glyphs.map { glyph in
            cairo_glyph_t(index: UInt(glyph.id), x: origin.x + glyph.x, y: origin.y + glyph.y)
        }
        cairo_set_font_face(context, layout.face.cairoFace)
        cairo_set_font_size(context, layout.style.font.size)
        if pageBackground != nil {
            // The glyphs' ink, which may reach far past the line (stacked marks), measured from the
            // first glyph's origin; a point more for antialiasing.
            var ink = cairo_text_extents_t()
            cairo_glyph_extents(context, &cairoGlyphs, Int32(cairoGlyphs.count), &ink)
            let first = cairoGlyphs[0]
            prepare(
                Rect(x: first.x + ink.x_bearing, y: first.y + ink.y_bearing, width: ink.width, height: ink.height),
                padding: 1)
        }
        setSource(color ?? layout.style.color)
        cairo_show_glyphs(context, &cairoGlyphs, Int32(cairoGlyphs.count))
    }
}
