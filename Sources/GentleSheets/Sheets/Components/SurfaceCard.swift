import GentleRaster
import GentleTheme
import GentleTokens

/// A surface role drawn as `.gentleSurface(role, inset: .card)` draws it: shadow, background,
/// inside border, then its name and subtitle in the text colours meant for that surface.
struct SurfaceCard: Sendable {
    /// The resolved role.
    var surface: ResolvedSurface
    /// The colour scheme, for the material or glass face.
    var scheme: GentleColorScheme
    /// The name's style, already in the surface's text colour.
    var title: SheetTextStyle
    /// The subtitle's style, already in the surface's secondary text colour.
    var subtitle: SheetTextStyle

    /// The continuous rounded rectangle every surface is clipped to.
    var outline: ShapeOutline { .roundedRectangle(cornerRadius: surface.cornerRadius.points, style: .continuous) }

    /// The card `width` wide — wider if a label cannot wrap narrower, so a grid can see it
    /// does not fit — its labels padded by `padding`, tagged `region`.
    func block(width: Double, padding: LayoutInsets, page: SheetPage, region: String) throws -> LayoutBlock {
        let labelWidth = max(0, width - padding.leading - padding.trailing)
        let labels = LayoutBlock.vertical(
            [
                try page.label(surface.role.displayName, title, width: labelWidth),
                try page.label(surface.role.subtitle, subtitle, width: labelWidth),
            ], spacing: page.metrics.labelSpacing)
        let padded = labels.padded(padding)
        let content = padded.withWidth(max(width, padded.size.width))
        return content.backed { paints(in: $0) }.grouped(region: region)
    }

    /// Shadow, background and border, in painting order, each filling `frame`.
    func paints(in frame: Rect) -> [SheetElement] {
        var paints: [ElementContent] = []
        if let shadow = surface.shadow {
            paints.append(
                .shadow(
                    ShadowPaint(
                        outline: outline, color: shadow.color, radius: shadow.radius, offsetX: shadow.offsetX,
                        offsetY: shadow.offsetY)))
        }
        switch surface.background {
        case .clear: break
        case .solid(let color): paints.append(.shape(ShapePaint(outline: outline, fill: color)))
        case .material(let material):
            paints.append(.material(MaterialPaint(outline: outline, material: material, scheme: scheme)))
        case .liquidGlass:
            paints.append(.glass(GlassPaint(outline: outline, scheme: scheme)))
        }
        if let border = surface.border {
            paints.append(
                .shape(
                    ShapePaint(
                        outline: outline, fill: nil,
                        stroke: InsideStroke(color: border.color, width: border.width.points))))
        }
        return paints.enumerated().map { index, paint in
            SheetElement(frame: frame, content: paint, placement: index == 0 ? .flow : .layered)
        }
    }
}
