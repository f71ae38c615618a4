import GentleRaster
import GentleTheme
import GentleTokens

/// The surfaces sheet: the 10 roles by category, each a card over a busy backdrop, drawn with the
/// resolved rules, captioned with its background, radius, border and shadow; a material role also
/// over the flat backdrops iOS's material samples were taken on; then each glass role beside its
/// fallback and its Reduce Transparency look.
package enum SurfacesSheet {
    /// The sheet for `context`.
    package static func layout(_ context: SheetContext) throws -> SheetLayout {
        let page = context.page
        var sections = try GentleSurfaceRole.groupedByCategory.map { group in
            try page.section(
                group.category.rawValue,
                content: page.adaptiveGrid(maximumColumns: 2) { width in
                    try group.roles.map { try tile($0, context: context, width: width, showsFlatBackdrops: true) }
                })
        }
        let glassRoles = GentleSurfaceRole.groupedByCategory.flatMap(\.roles).filter {
            context.theme.surfaces[$0].glassFallbacks != nil
        }
        if !glassRoles.isEmpty {
            sections.append(try GlassFallbackRow.section(glassRoles, context: context))
        }
        return try context.layout(.surfaces, sections: sections)
    }

    /// One role: backdrop with the card on it, then the caption, then for a material role with
    /// `showsFlatBackdrops` its strip over flat backdrops; regions are named `<prefix>.<role>`,
    /// `<prefix>.<role>.backdrop` and `<prefix>.<role>.flat.<backdrop>`.
    static func tile(
        _ role: GentleSurfaceRole, context: SheetContext, width: Double, prefix: String = "surfaces",
        showsFlatBackdrops: Bool = false
    ) throws -> LayoutBlock {
        let page = context.page
        let surface = context.theme.surfaces[role]
        let backdrop = try cardOnBackdrop(
            surface, context: context, width: width, region: "\(prefix).\(role.rawValue)",
            backdropRegion: "\(prefix).\(role.rawValue).backdrop")
        let caption = try page.label(captionText(surface, ios: context.theme.ios), page.labels.detail, width: width)
        let tile = LayoutBlock.vertical([backdrop, caption], spacing: page.metrics.spacing.s)
        guard showsFlatBackdrops, case .material(let material) = surface.background else { return tile }
        let strip = try MaterialStrip(material: material, scheme: context.theme.scheme).block(
            width: width, page: page, region: "\(prefix).\(role.rawValue).flat")
        return .vertical([tile, strip], spacing: page.metrics.spacing.m)
    }

    /// `surface` as a card tagged `region` on a busy backdrop `width` wide (wider if the card's
    /// labels cannot wrap narrower), the backdrop around the card tagged `backdropRegion`.
    static func cardOnBackdrop(
        _ surface: ResolvedSurface, context: SheetContext, width: Double, region: String, backdropRegion: String
    ) throws -> LayoutBlock {
        let page = context.page
        let margin = page.metrics.spacing.xxl
        let (title, subtitle) = labelRoles(surface.role)
        let card = SurfaceCard(
            surface: surface, scheme: context.theme.scheme,
            title: context.style(.headline_m).colored(context.color(title)),
            subtitle: context.style(.footnote_s).colored(context.color(subtitle)))
        let cardBlock = try card.block(
            width: max(0, width - 2 * margin), padding: page.metrics.cardPadding, page: page, region: region)
        let backdropSize = Size(
            width: max(width, cardBlock.size.width + 2 * margin), height: cardBlock.size.height + 2 * margin)
        let colors = Backdrop.Colors(
            primary: context.color(.themePrimary), secondary: context.color(.themeSecondary),
            action: context.color(.primaryCTA), ink: context.color(.textPrimary))
        let cardOrigin = Point(x: margin, y: margin)
        let cardElements = cardBlock.placed(at: cardOrigin).map { $0.layered() }
        let marks = Backdrop.regions(
            backdropRegion, size: backdropSize, around: Rect(origin: cardOrigin, size: cardBlock.size))
        return LayoutBlock(
            size: backdropSize, elements: Backdrop.elements(size: backdropSize, colors: colors) + marks + cardElements)
    }

    /// The text colours the package's own labels use on each surface.
    static func labelRoles(_ role: GentleSurfaceRole) -> (GentleColorRole, GentleColorRole) {
        switch role {
        case .overlayScrim: (.textOnScrim, .textOnScrimSecondary)
        case .overlaySheet, .overlayPopover: (.textOnOverlay, .textOnOverlaySecondary)
        default: (.textPrimary, .textSecondary)
        }
    }

    /// What was drawn, as "cardElevated · solid #FAFAFE · radius 20 · border 0.5 pt #E5E7EB59 ·
    /// shadow radius 8, opacity 0.08, offset 0, 6".
    static func captionText(_ surface: ResolvedSurface, ios: IOSVersion = .standard) -> String {
        let border =
            surface.border.map { "border \(NumberText.plain($0.width.points)) pt \($0.color.hexString)" } ?? "no border"
        return DetailLine.joined([
            surface.role.rawValue, backgroundText(surface, ios: ios),
            "radius \(NumberText.plain(surface.cornerRadius.points))", border,
            shadowText(surface.shadow),
        ])
    }

    /// "shadow radius 8, opacity 0.08, offset 0, 6", or "no shadow".
    static func shadowText(_ shadow: SurfaceShadow?) -> String {
        shadow.map {
            "shadow radius \(NumberText.plain($0.radius.points)), opacity \(NumberText.plain($0.opacity.value)), "
                + "offset \(NumberText.plain($0.offsetX)), \(NumberText.plain($0.offsetY))"
        } ?? "no shadow"
    }

    private static func backgroundText(_ surface: ResolvedSurface, ios: IOSVersion) -> String {
        let drawn = fillText(surface.background)
        guard surface.styleType == .glass, surface.background != .liquidGlass else { return drawn }
        return "glass, drawn as its \(ios.displayName) fallback: \(drawn)"
    }

    /// What a fill draws, as "solid #FAFAFE", "material regular, tint #FAFAFE26" or "Liquid Glass
    /// (approximation)".
    static func fillText(_ background: SurfaceBackground) -> String {
        switch background {
        case .clear: "clear"
        case .solid(let color): "solid \(color.hexString)"
        case .material(let material):
            "material \(materialName(material.kind))" + (material.tint.map { ", tint \($0.hexString)" } ?? "")
        case .liquidGlass: "Liquid Glass (approximation)"
        }
    }

    /// The material's name, saying so where no iOS recipe was found and ours is estimated.
    static func materialName(_ kind: GentleAppleMaterial) -> String {
        switch kind {
        case .ultraThick: "ultraThick (extrapolated from thick)"
        case .bar: "bar (drawn as chrome, estimated)"
        default: kind.rawValue
        }
    }
}
