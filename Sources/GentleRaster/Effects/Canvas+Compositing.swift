import CCairo
import GentleColor

extension Canvas {
    /// Draws `body` into an offscreen group, then composites it at `opacity`, scaled by `scale`
    /// about `anchor` (SwiftUI `.compositingGroup()` + `.opacity` + `.scaleEffect`, as a button
    /// press frame is drawn).
    package func withGroup(
        opacity: Double = 1, scale: Double = 1, anchor: Point = Point(x: 0, y: 0), _ body: (Canvas) throws -> Void
    ) rethrows {
        cairo_push_group(context)
        if scale != 1, scale.isFinite {
            cairo_translate(context, anchor.x, anchor.y)
            cairo_scale(context, scale, scale)
            cairo_translate(context, -anchor.x, -anchor.y)
        }
        do {
            try body(self)
        } catch {
            cairo_pattern_destroy(cairo_pop_group(context))
            throw error
        }
        cairo_pop_group_to_source(context)
        cairo_paint_with_alpha(context, GentleRGBA.unitInterval(opacity))
    }

    /// Draws `body` scaled by `scale` about `anchor`, without a group: each leaf is drawn
    /// directly (SwiftUI `.scaleEffect` without `.compositingGroup()`).
    package func withScale(_ scale: Double, about anchor: Point, _ body: (Canvas) throws -> Void) rethrows {
        try withSavedState { canvas in
            if scale.isFinite {
                cairo_translate(canvas.context, anchor.x, anchor.y)
                cairo_scale(canvas.context, scale, scale)
                cairo_translate(canvas.context, -anchor.x, -anchor.y)
            }
            try body(canvas)
        }
    }
}
