import CCairo
import GentleColor

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Canvas {
    /// Fills a shape and, first, its shadow behind it.
    package func fill(_ shape: Shape, _ color: GentleRGBA, shadow: Shadow) throws {
        try drawShadow(of: shape, shadow)
        fill(shape, color)
    }

    /// Draws only the shadow of a shape: its mask blurred with σ = radius, offset and tinted.
    /// The mask is padded by 3σ, so the shadow is never cut at the shape's bounds.
    package func drawShadow(of shape: Shape, _ shadow: Shadow) throws {
        let sigma = shadow.radius.isFinite ? max(0, shadow.radius) : 0
        guard shadow.color.alpha > 0, shadow.x.isFinite, shadow.y.isFinite else { return }
        guard sigma > 0 else {
            withSavedState { canvas in
                canvas.translate(x: shadow.x, y: shadow.y)
                canvas.fill(shape, shadow.color)
            }
            return
        }
        let density = pixelDensity
        let padding = (3 * sigma * density).rounded(.up) + 1
        guard let area = maskArea(for: shape.bounds, offset: shadow, padding: padding, density: density) else { return }
        let mask = try ShadowMask(area: area, density: density) { context in
            Self.appendPath(shape.path, to: context)
            cairo_fill(context)
        }
        mask.blur(sigma: sigma * density)
        prepare(area.offsetBy(dx: shadow.x, dy: shadow.y))
        setSource(shadow.color)
        cairo_mask_surface(context, mask.surface, area.minX + shadow.x, area.minY + shadow.y)
        try checkStatus("draw shadow")
    }

    /// Pixels per user-space point at the current transform; vector output rasterises masks at
    /// the canvas scale.
    var pixelDensity: Double {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(context, &matrix)
        let determinant = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
        let density = format == .png ? determinant : determinant * Double(scale)
        return density > 0 && density.isFinite ? density : 1
    }

    /// The user-space rectangle the mask must cover: the shape plus padding, snapped to whole
    /// pixels, and cut to what can still show through the current clip.
    private func maskArea(for bounds: Rect, offset: Shadow, padding: Double, density: Double) -> Rect? {
        var clipLeft = 0.0
        var clipTop = 0.0
        var clipRight = 0.0
        var clipBottom = 0.0
        cairo_clip_extents(context, &clipLeft, &clipTop, &clipRight, &clipBottom)
        let pad = padding / density
        let left = max(bounds.minX - pad, clipLeft - offset.x - pad)
        let top = max(bounds.minY - pad, clipTop - offset.y - pad)
        let right = min(bounds.maxX + pad, clipRight - offset.x + pad)
        let bottom = min(bounds.maxY + pad, clipBottom - offset.y + pad)
        let snappedLeft = (left * density).rounded(.down) / density
        let snappedTop = (top * density).rounded(.down) / density
        let width = ((right - snappedLeft) * density).rounded(.up) / density
        let height = ((bottom - snappedTop) * density).rounded(.up) / density
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        return Rect(x: snappedLeft, y: snappedTop, width: width, height: height)
    }

    /// Replays a path on any cairo context.
    static func appendPath(_ path: Path, to context: OpaquePointer) {
        cairo_new_path(context)
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(context, p.x, p.y)
            case .line(let p): cairo_line_to(context, p.x, p.y)
            case .curve(let c1, let c2, let p): cairo_curve_to(context, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(context)
            }
        }
    }
}
