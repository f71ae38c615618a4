import CCairo

/// The material and glass areas a raster pass of a drawing painted, in drawing order, for a
/// vector pass of the same drawing to embed as images. Vector output cannot read back what lies
/// under a material, so the raster pass computes each area from its own pixels, exactly as a PNG
/// is drawn, and the vector pass places those pixels where the raster pass painted them.
final class PaintedBackdrops {
    /// One painted area: the pixels inside the clip they were painted through, with the clip's
    /// antialiased edge as their alpha, as the raster pass blended them. The vector pass clips
    /// them again to the shape: where a viewer antialiases that clip the edge is a little softer,
    /// and where it does not (poppler, for images) the edge still blends as in the PNG.
    final class Area {
        /// The bounds of the shape it was painted for, in user space: the vector pass embeds it
        /// only for the same bounds, so passes that disagree never misplace an image.
        let bounds: Rect
        /// `cairo_surface_t*` of the pixels, premultiplied ARGB32; nil when nothing was painted.
        let image: OpaquePointer?
        /// The image's top-left corner in the raster pass's device pixels.
        let x: Double, y: Double

        init(bounds: Rect, image: OpaquePointer?, x: Double, y: Double) {
            self.bounds = bounds
            self.image = image
            self.x = x
            self.y = y
        }

        deinit { if let image { cairo_surface_destroy(image) } }
    }

    /// Raster device pixels per vector point.
    let scale: Int
    private var areas: [Area] = []
    private var nextIndex = 0

    /// An empty recording for a raster pass at `scale` device pixels per point.
    init(scale: Int) {
        self.scale = scale
    }

    /// Keeps `painted` as `context`'s current clip lets it through, placed with its corner at
    /// `x`, `y` device pixels, for a shape of `bounds`: what the raster pass painted there, over
    /// transparency instead of the backdrop.
    func record(_ painted: Backdrop, through context: OpaquePointer, x: Double, y: Double, bounds: Rect) {
        cairo_save(context)
        cairo_identity_matrix(context)
        // A group is the size of the clip's extents and keeps its antialiased edge in its alpha.
        cairo_push_group(context)
        cairo_set_source_surface(context, painted.surface, x, y)
        cairo_paint(context)
        let group = cairo_pop_group(context)
        cairo_restore(context)
        var surface: OpaquePointer?
        guard let group, cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface else {
            if let group { cairo_pattern_destroy(group) }
            return recordNothing(bounds: bounds)
        }
        cairo_surface_reference(surface)
        cairo_pattern_destroy(group)
        // The group's device offset says where it lies; the area keeps that as its corner
        // instead, so the image draws from its own origin wherever it is embedded.
        var offsetX = 0.0
        var offsetY = 0.0
        cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
        cairo_surface_set_device_offset(surface, 0, 0)
        areas.append(Area(bounds: bounds, image: surface, x: -offsetX, y: -offsetY))
    }

    /// Notes that nothing was painted for a shape of `bounds`, so later areas keep their order.
    func recordNothing(bounds: Rect) {
        areas.append(Area(bounds: bounds, image: nil, x: 0, y: 0))
    }

    /// The next area in drawing order, or nil when it was painted for other bounds or there is
    /// none: the vector pass then falls back to its flat wash.
    func next(for bounds: Rect) -> Area? {
        guard nextIndex < areas.count, areas[nextIndex].bounds == bounds else { return nil }
        defer { nextIndex += 1 }
        return areas[nextIndex]
    }
}
