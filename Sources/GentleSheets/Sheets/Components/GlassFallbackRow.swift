import GentleRaster
import GentleTheme
import GentleTokens

/// Each glass role three ways, side by side over the same busy backdrop: iOS 26's Liquid Glass (an
/// approximation), what iOS 18 to 25 draw instead, and what Reduce Transparency shows on the
/// release the sheet is drawn for. Snapshot tools draw the glass transparent or black; here every
/// user's view of the role is drawn, and a change to a fallback token moves its own cell.
enum GlassFallbackRow {
    /// The section: a row for each of `roles`, in the order given.
    static func section(_ roles: [GentleSurfaceRole], context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let rows = try roles.map { try row($0, context: context) }
        return try page.section(
            "Glass and its fallbacks", content: .vertical(rows, spacing: page.metrics.sectionSpacing / 2))
    }

    /// One glass role: its name, then the three cells across the content column, the cards tagged
    /// `surfaces.<role>`, `surfaces.<role>.fallback` and `surfaces.<role>.reduceTransparency`.
    static func row(_ role: GentleSurfaceRole, context: SheetContext) throws -> LayoutBlock {
        let surface = context.theme.surfaces[role]
        guard let fallbacks = surface.glassFallbacks else { return .empty }
        let page = context.page
        let region = "surfaces.\(role.rawValue)"
        let reduced = reducedTransparency(fallbacks, scheme: context.theme.scheme)
        let cells: [(surface: ResolvedSurface, region: String, heading: String, detail: [String])] = [
            (
                surface.drawn(with: .liquidGlass, shadow: nil), region, IOSVersion.iOS26.displayName,
                [SurfacesSheet.fillText(.liquidGlass), SurfacesSheet.shadowText(nil)]
            ),
            (
                surface.drawn(with: fallbacks.fallback, shadow: fallbacks.fallbackShadow), "\(region).fallback",
                "iOS 18–25 fallback",
                [SurfacesSheet.fillText(fallbacks.fallback), SurfacesSheet.shadowText(fallbacks.fallbackShadow)]
            ),
            (
                surface.drawn(with: reduced.background, shadow: reduced.shadow), "\(region).reduceTransparency",
                "Reduce Transparency, \(context.theme.ios.displayName)",
                [reduced.text, SurfacesSheet.shadowText(reduced.shadow)]
            ),
        ]
        let grid = try page.adaptiveGrid(maximumColumns: cells.count) { width in
            try cells.map { cell in
                let card = try SurfacesSheet.cardOnBackdrop(
                    cell.surface, context: context, width: width, region: cell.region,
                    backdropRegion: "\(region).backdrop")
                let caption = LayoutBlock.vertical(
                    [
                        try page.label(cell.heading, page.labels.itemName, width: width),
                        // A third of the page is narrow at the largest sizes: only pairs of
                        // words are kept together, so "Liquid Glass (approximation)" may wrap.
                        try page.label(DetailLine.joined(cell.detail, glued: 2), page.labels.detail, width: width),
                    ], spacing: page.metrics.labelSpacing)
                return .vertical([card, caption], spacing: page.metrics.spacing.s)
            }
        }
        let title = try page.label(role.displayName, page.labels.groupTitle)
        return .vertical([title, grid], spacing: page.metrics.itemSpacing)
    }

    /// What the role shows with Reduce Transparency on, and how the caption says it.
    ///
    /// iOS publishes no colours for it. An opaque material is drawn as one flat colour: the
    /// material's recipe over `systemBackground` (white in light mode, black in dark), which is
    /// iOS's own measured sample there; frosted glass likewise as the glass face over it. The
    /// fallback colour is a colour, not a material: Reduce Transparency leaves it as it is.
    static func reducedTransparency(
        _ fallbacks: GlassFallbacks, scheme: GentleColorScheme
    ) -> (background: SurfaceBackground, shadow: SurfaceShadow?, text: String) {
        let ground = scheme == .dark ? 0.0 : 1.0
        switch fallbacks.reduceTransparency {
        case .frostedGlass:
            let face = LiquidGlass(appearance: scheme.appearance).apply(red: ground, green: ground, blue: ground)
            let color = GentleRGBA(red: face.red, green: face.green, blue: face.blue)
            return (.solid(color), nil, "frosted glass, opaque \(color.hexString) (approximation)")
        case .opaqueMaterial(let kind):
            let recipe = SurfaceMaterial(kind: kind, tint: nil).raster(scheme: scheme).recipe
            let face = recipe.apply(red: ground, green: ground, blue: ground)
            let color = GentleRGBA(red: face.red, green: face.green, blue: face.blue)
            return (
                .solid(color), fallbacks.fallbackShadow,
                "material \(SurfacesSheet.materialName(kind)), opaque \(color.hexString) (approximation)"
            )
        case .unchanged:
            return (
                fallbacks.fallback, fallbacks.fallbackShadow,
                "\(SurfacesSheet.fillText(fallbacks.fallback)), unchanged"
            )
        }
    }
}
