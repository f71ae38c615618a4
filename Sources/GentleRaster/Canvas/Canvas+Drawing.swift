import CCairo
import GentleColor

extension Canvas {
    /// Fills a shape with a colour.
    package func fill(_ shape: Shape, _ color: GentleRGBA) {
        addPath(shape.path)
        prepareCurrentPath()
        setSource(color)
        cairo_fill(context)
    }

    /// Fills a path (non-zero winding) with a colour.
    package func fill(_ path: Path, _ color: GentleRGBA) {
        addPath(path)
        prepareCurrentPath()
        setSource(color)
        cairo_fill(context)
    }

    /// Strokes a shape's outline centred on the outline.
    package func stroke(_ shape: Shape, _ color: GentleRGBA, lineWidth: Double) {
        stroke(shape.path, color, lineWidth: lineWidth)
    }

    /// Strokes a path with round joins and caps.
    package func stroke(_ path: Path, _ color: GentleRGBA, lineWidth: Double) {
        addPath(path)
        // Round joins and caps reach half the width past the path.
        prepareCurrentPath(padding: lineWidth)
        setSource(color)
        cairo_set_line_width(context, max(0, lineWidth))
        cairo_set_line_join(context, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(context, CAIRO_LINE_CAP_ROUND)
        cairo_stroke(context)
    }

    /// Strokes inside a shape's outline, like SwiftUI's `strokeBorder`: the shape is inset by half
    /// the line width, so the stroke never spills outside the shape.
    package func strokeBorder(_ shape: Shape, _ color: GentleRGBA, lineWidth: Double) {
        guard lineWidth > 0 else { return }
        addPath(shape.inset(by: lineWidth / 2).path)
        // A miter reaches at most cairo's default limit, 10, times half the width past the path.
        prepareCurrentPath(padding: 5 * lineWidth)
        setSource(color)
        cairo_set_line_width(context, lineWidth)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        cairo_stroke(context)
    }

    /// Draws a straight line with butt caps.
    package func line(from start: Point, to end: Point, _ color: GentleRGBA, lineWidth: Double) {
        cairo_new_path(context)
        cairo_move_to(context, start.x, start.y)
        cairo_line_to(context, end.x, end.y)
        prepareCurrentPath(padding: lineWidth)
        setSource(color)
        cairo_set_line_width(context, max(0, lineWidth))
        cairo_set_line_cap(context, CAIRO_LINE_CAP_BUTT)
        cairo_stroke(context)
    }

    /// Fills a shape with a linear gradient between two points, colours at evenly spaced stops.
    package func fill(_ shape: Shape, gradient colors: [GentleRGBA], from start: Point, to end: Point) {
        guard let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return }
        defer { cairo_pattern_destroy(pattern) }
        for (index, color) in colors.enumerated() {
            let offset = colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0
            let unit = color.clamped
            cairo_pattern_add_color_stop_rgba(pattern, offset, unit.red, unit.green, unit.blue, unit.alpha)
        }
        addPath(shape.path)
        prepareCurrentPath()
        cairo_set_source(context, pattern)
        cairo_fill(context)
    }

    /// A transparency checkerboard inside a shape, as swatches with alpha are shown.
    package func checkerboard(_ shape: Shape, cell: Double, light: GentleRGBA, dark: GentleRGBA) {
        let bounds = shape.bounds
        let columnCount = bounds.width / cell
        let rowCount = bounds.height / cell
        // Bad geometry draws nothing rather than trapping or looping for ever.
        guard cell > 0, columnCount.isFinite, rowCount.isFinite, columnCount >= 0, rowCount >= 0,
            columnCount * rowCount <= 4_000_000
        else { return }
        withClip(shape) { canvas in
            canvas.fill(.rect(bounds), light)
            let columns = Int(columnCount.rounded(.up))
            let rows = Int(rowCount.rounded(.up))
            cairo_new_path(canvas.context)
            for row in 0..<rows {
                for column in 0..<columns where (row + column) % 2 == 1 {
                    cairo_rectangle(
                        canvas.context, bounds.minX + Double(column) * cell, bounds.minY + Double(row) * cell, cell,
                        cell)
                }
            }
            canvas.prepareCurrentPath()
            canvas.setSource(dark)
            cairo_fill(canvas.context)
        }
    }

    /// Runs `body` with drawing clipped to a shape; the clip ends with the body.
    package func withClip(_ shape: Shape, _ body: (Canvas) throws -> Void) rethrows {
        cairo_save(context)
        defer { cairo_restore(context) }
        addPath(shape.path)
        cairo_clip(context)
        try body(self)
    }

    /// Runs `body` and restores the transform, clip and source afterwards.
    package func withSavedState(_ body: (Canvas) throws -> Void) rethrows {
        cairo_save(context)
        defer { cairo_restore(context) }
        try body(self)
    }

    /// Moves the origin for the drawing that follows (inside `withSavedState` to undo it).
    package func translate(x: Double, y: Double) {
        cairo_translate(context, x, y)
    }

    /// Replaces cairo's current path with `path`.
    func addPath(_ path: Path) {
        Self.appendPath(path, to: context)
    }

    /// Sets a solid source colour.
    func setSource(_ color: GentleRGBA) {
        let unit = color.clamped
        cairo_set_source_rgba(context, unit.red, unit.green, unit.blue, unit.alpha)
    }
}

extension Canvas {
    /// Draws an icon in a rectangle: filled icons filled, line icons stroked at a tenth of the side.
    package func draw(_ icon: Icon, in rect: Rect, _ color: GentleRGBA) {
        let path = icon.path(in: rect)
        if icon.isFilled {
            fill(path, color)
        } else {
            stroke(path, color, lineWidth: min(rect.width, rect.height) / 10)
        }
    }
}
