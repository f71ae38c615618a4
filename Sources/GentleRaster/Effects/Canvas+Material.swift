import CCairo
import GentleColor

extension Canvas {
    /// Fills a shape with a material: what has been drawn under it, blurred and remapped by the
    /// material's recipe, then the tint. Vector output embeds the pixels a raster pass of the same
    /// drawing painted (`drawn(size:scale:format:readsBackdrop:_:)`); without one it cannot read
    /// back its backdrop, so it draws the recipe as a flat translucent wash instead.
    package func fill(_ shape: Shape, material: Material) throws {
        let recipe = material.recipe
        withClip(shape) { canvas in
            let remapped = canvas.paintBackdrop(under: shape.bounds, blur: recipe.blur) { copy, _ in
                copy.remap { recipe.apply(red: $0, green: $1, blue: $2) }
            }
            if !remapped {
                let wash = recipe.vectorWash
                canvas.fill(.rect(shape.bounds), GentleRGBA(white: wash.grey, alpha: wash.alpha))
            }
            if let tint = material.tint { canvas.fill(.rect(shape.bounds), tint) }
        }
        try checkStatus("draw material")
    }

    /// Fills a shape with Liquid Glass: the backdrop lightly blurred and remapped, seen through
    /// the lens of `GlassLens` at the edge — refracted in the bevel, under a Fresnel rim that is
    /// brightest on the edge facing the top-left light. Vector output embeds a raster pass's pixels
    /// as materials do; without one it draws the face over a mid-grey as a flat wash under a
    /// gradient stroke.
    package func fill(_ shape: Shape, glass: LiquidGlass) throws {
        let lens = GlassLens(bounds: shape.bounds)
        let outline = OutlineDistance(shape)
        var raster = false
        withClip(shape) { canvas in
            let apply = { glass.apply(red: $0, green: $1, blue: $2) }
            raster = canvas.paintBackdrop(under: shape.bounds, blur: LiquidGlass.blur, reach: lens.reach) {
                copy, placement in
                guard let placement else { return copy.remap(apply) }
                copy.refract(
                    through: lens, outline: outline, placement: placement, rimOpacity: glass.rim.opacity, remap: apply)
            }
            if !raster {
                let face = glass.apply(red: 0.5, green: 0.5, blue: 0.5)
                canvas.fill(.rect(shape.bounds), GentleRGBA(white: face.red, alpha: 0.6))
            }
        }
        if !raster { strokeRim(shape, glass.rim) }
        try checkStatus("draw glass")
    }

    private func strokeRim(_ shape: Shape, _ rim: (width: Double, opacity: Double)) {
        let bounds = shape.bounds
        guard rim.width > 0,
            let pattern = cairo_pattern_create_linear(bounds.minX, bounds.minY, bounds.maxX, bounds.maxY)
        else { return }
        defer { cairo_pattern_destroy(pattern) }
        for (offset, share) in [(0.0, 1.0), (0.5, 0.35), (1.0, 0.8)] {
            cairo_pattern_add_color_stop_rgba(pattern, offset, 1, 1, 1, rim.opacity * share)
        }
        addPath(shape.inset(by: rim.width / 2).path)
        prepareCurrentPath(padding: 5 * rim.width)
        cairo_set_source(context, pattern)
        cairo_set_line_width(context, rim.width)
        cairo_set_line_join(context, CAIRO_LINE_JOIN_MITER)
        cairo_stroke(context)
    }

    /// Copies the pixels under `bounds` (plus 3σ of blur context and `reach` points that a lens
    /// may fetch from), blurs them with σ = `blur` points, lets `process` rework them (with where
    /// they lie, nil when the transform is singular) and paints them back in place, inside the
    /// current clip, kept for a vector pass when this is a raster pass. Vector output paints what
    /// a raster pass kept instead (`paintRecorded`). Returns false when there is neither a raster
    /// to read back nor a recording.
    private func paintBackdrop(
        under bounds: Rect, blur: Double, reach: Double = 0, process: (Backdrop, Backdrop.Placement?) -> Void
    ) -> Bool {
        guard format == .png else { return paintRecorded(under: bounds) }
        guard let target = cairo_get_group_target(context),
            cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return false }
        let sigma = blur * pixelDensity
        let padding = 3 * sigma + 1 + reach * pixelDensity
        guard let region = Backdrop.pixelRegion(of: bounds, context: context, target: target, padding: padding) else {
            paintedBackdrops?.recordNothing(bounds: bounds)
            return true
        }
        // The copy reads the region, padding and all, and the paint writes inside it.
        preparePixels(rows: region.y..<(region.y + region.height), of: target)
        let placement = Backdrop.Placement(context: context, target: target, region: region)
        // What is read of the padding: up to `reach` for a lens, else a pixel beyond the clip's edge.
        let reading = reach > 0 ? placement.flatMap { $0.pixelReach(reach) } : (x: 1, y: 1)
        guard let copy = Backdrop(target: target, region: region, blur: sigma, reading: reading) else {
            paintedBackdrops?.recordNothing(bounds: bounds)
            return true
        }
        process(copy, placement)
        var offsetX = 0.0
        var offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        cairo_save(context)
        cairo_identity_matrix(context)
        // The remapped copy replaces what is under the shape rather than sitting on top of it,
        // so sharp backdrop detail cannot show through where the backdrop was translucent.
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(context, copy.surface, Double(region.x) - offsetX, Double(region.y) - offsetY)
        cairo_paint(context)
        cairo_restore(context)
        paintedBackdrops?.record(
            copy, through: context, x: Double(region.x) - offsetX, y: Double(region.y) - offsetY, bounds: bounds)
        return true
    }

    /// Paints the raster pass's pixels for the next material or glass, inside the current clip;
    /// false when there are none for `bounds`. They are drawn over what is beneath rather than in
    /// place of it as the raster pass does: SVG and PDF have no operator that replaces inside a
    /// clip without turning the page to pixels, and over an opaque backdrop the two are the same.
    private func paintRecorded(under bounds: Rect) -> Bool {
        guard let paintedBackdrops, let area = paintedBackdrops.next(for: bounds) else { return false }
        guard let image = area.image else { return true }
        cairo_save(context)
        // The raster pass's device pixels, in the vector canvas's device space of points.
        cairo_identity_matrix(context)
        let pointsPerPixel = 1 / Double(paintedBackdrops.scale)
        cairo_scale(context, pointsPerPixel, pointsPerPixel)
        cairo_set_source_surface(context, image, area.x, area.y)
        cairo_paint(context)
        cairo_restore(context)
        return true
    }
}
