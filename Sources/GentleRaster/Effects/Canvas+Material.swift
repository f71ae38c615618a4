import CCairo

extension Canvas {
    /// Fills a shape with a material: what has been drawn under it, blurred and saturated
    /// (raster output only; vector output cannot read back its backdrop), then the material's
    /// blend and fill layers, then the tint. SVG 1.1 has no blend modes (cairo would rasterise
    /// the whole page), so SVG omits the colour-dodge/overlay layer; PDF keeps it.
    public func fill(_ shape: Shape, material: Material) throws {
        try withClip(shape) { canvas in
            try canvas.paintBlurredBackdrop(under: shape.bounds)
            let (blend, fill) = material.layers
            if canvas.format != .svg {
                cairo_set_operator(canvas.context, material.appearance == .light ? CAIRO_OPERATOR_COLOR_DODGE : CAIRO_OPERATOR_OVERLAY)
                canvas.fill(.rect(shape.bounds), blend)
                cairo_set_operator(canvas.context, CAIRO_OPERATOR_OVER)
            }
            canvas.fill(.rect(shape.bounds), fill)
            if let tint = material.tint { canvas.fill(.rect(shape.bounds), tint) }
        }
        try checkStatus("draw material")
    }

    /// Copies the pixels under `bounds` (plus 3σ of context), blurs and saturates them, and
    /// paints them back in place, inside the current clip.
    private func paintBlurredBackdrop(under bounds: Rect) throws {
        guard format == .png, let target = cairo_get_group_target(context),
            cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
            cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32
        else { return }
        let sigma = Material.blurSigma * pixelDensity
        guard let region = Backdrop.pixelRegion(of: bounds, context: context, target: target, padding: 3 * sigma + 1),
            let copy = Backdrop(target: target, region: region)
        else { return }
        copy.blur(sigma: sigma)
        copy.saturate(Material.saturation)
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        cairo_save(context)
        cairo_identity_matrix(context)
        // The blurred copy replaces what is under the shape rather than sitting on top of it,
        // so sharp backdrop detail cannot show through where the backdrop was translucent.
        cairo_set_operator(context, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(context, copy.surface, Double(region.x) - offsetX, Double(region.y) - offsetY)
        cairo_paint(context)
        cairo_restore(context)
    }
}
