import CCairo
import GentleColor

extension Canvas {
    /// Fills `swatch` with the flat colour `backdrop` and `panel` with `material` over it, as iOS's
    /// material samples were taken: the two are composited in a layer of their own, so the
    /// material's blur (up to 3σ = 135 pt away) sees that colour alone, not the page or a
    /// neighbouring swatch. The material is drawn by `fill(_:material:)`, as every material is.
    package func fill(_ swatch: Shape, flatBackdrop backdrop: GentleRGBA, panel: Shape, material: Material) throws {
        cairo_save(context)
        defer { cairo_restore(context) }
        addPath(swatch.path)
        cairo_clip(context)
        // The layer covers the swatch's clip extents in whole pixels; inside it no clip is kept,
        // so its every pixel, antialiased edge and corners too, is the flat colour the blur reads.
        cairo_push_group(context)
        cairo_reset_clip(context)
        setSource(backdrop)
        cairo_paint(context)
        do {
            try fill(panel, material: material)
        } catch {
            cairo_pattern_destroy(cairo_pop_group(context))
            throw error
        }
        cairo_pop_group_to_source(context)
        prepareClip()
        cairo_paint(context)
        try checkStatus("draw material over a flat backdrop")
    }
}
