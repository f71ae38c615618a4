import CCairo

extension Canvas {
    /// Paints the page's deferred background (`PageBackground`) into every device row that
    /// user-space `rect`, grown by `padding` points on each side, reaches: called before drawing
    /// there. A row more on each side covers antialiasing and rounding.
    func prepare(_ rect: Rect, padding: Double = 0) {
        guard let pageBackground, pageBackground.unpaintedCount > 0 else { return }
        var top = Double.infinity
        var bottom = -Double.infinity
        for (x, y) in [
            (rect.minX - padding, rect.minY - padding), (rect.maxX + padding, rect.minY - padding),
            (rect.minX - padding, rect.maxY + padding), (rect.maxX + padding, rect.maxY + padding),
        ] {
            var deviceX = x
            var deviceY = y
            cairo_user_to_device(context, &deviceX, &deviceY)
            top = min(top, deviceY)
            bottom = max(bottom, deviceY)
        }
        // Not finite (or absurdly far): the whole page, which is never wrong.
        let limit = Double(CanvasLimit.maximumSide)
        guard top.isFinite, bottom.isFinite, top > -limit, bottom < 2 * limit else {
            pageBackground.paintAll()
            return
        }
        pageBackground.paint(rows: (Int(top.rounded(.down)) - 1)..<(Int(bottom.rounded(.up)) + 1))
    }

    /// `prepare(_:padding:)` for the extents of cairo's current path.
    func prepareCurrentPath(padding: Double = 0) {
        guard pageBackground != nil else { return }
        var (left, top, right, bottom) = (0.0, 0.0, 0.0, 0.0)
        cairo_path_extents(context, &left, &top, &right, &bottom)
        prepare(Rect(x: left, y: top, width: right - left, height: bottom - top), padding: padding)
    }

    /// `prepare(_:padding:)` for the extents of the current clip: what a paint may reach.
    func prepareClip() {
        guard pageBackground != nil else { return }
        var (left, top, right, bottom) = (0.0, 0.0, 0.0, 0.0)
        cairo_clip_extents(context, &left, &top, &right, &bottom)
        prepare(Rect(x: left, y: top, width: right - left, height: bottom - top))
    }

    /// Paints the deferred background into `rows` of the page's pixels, before they are read
    /// or written other than through cairo, when `target` is the page itself.
    func preparePixels(rows: Range<Int>, of target: OpaquePointer) {
        guard target == surface else { return }
        pageBackground?.paint(rows: rows)
    }
}
