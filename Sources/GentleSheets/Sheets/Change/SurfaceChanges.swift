import GentleRaster
import GentleTheme
import GentleThemeDiff
import GentleTokens

/// The surfaces section of the change sheet: each changed surface role as its old card and its
/// new card over one backdrop, so that a material, a shadow or a border reads against the same
/// ground.
enum SurfaceChanges {
    /// The section body, or nil when no surface role changed.
    static func block(_ context: ChangeSheetContext) throws -> LayoutBlock? {
        let changes = context.changes(in: .surfaces)
        guard !changes.isEmpty else { return nil }
        let rows = try ChangeSheetContext.owners(changes).compactMap { owner -> LayoutBlock? in
            guard let role = GentleSurfaceRole(rawValue: owner) else { return nil }
            return try row(role, changes: changes.filter { $0.owner == owner }, context: context)
        }
        return ChangeSheet.divided(rows, page: context.page)
    }

    /// The role's heading over the backdrop with both cards.
    static func row(_ role: GentleSurfaceRole, changes: [GentleThemeDiff.TokenChange], context: ChangeSheetContext)
        throws
        -> LayoutBlock
    {
        let page = context.page
        let margin = page.metrics.spacing.xxl
        let path = "surfaces.\(role.rawValue)"
        let cardWidth = max(0, (page.metrics.contentWidth - 3 * margin) / 2)
        let cards = try [(context.before, "before"), (context.after, "after")].map { sheet, tag in
            try card(role, sheet: sheet, width: cardWidth, page: page, region: "\(path).\(tag)")
        }
        let height = (cards.map(\.size.height).max() ?? 0) + 2 * margin
        let size = Size(width: page.metrics.contentWidth, height: height)
        let colors = Backdrop.Colors(
            primary: context.after.color(.themePrimary), secondary: context.after.color(.themeSecondary),
            action: context.after.color(.primaryCTA), ink: context.after.color(.textPrimary))
        let origins = [Point(x: margin, y: margin), Point(x: 2 * margin + cardWidth, y: margin)]
        let placed = zip(cards, origins).flatMap { card, origin in card.placed(at: origin).map { $0.layered() } }
        let backdrop = LayoutBlock(size: size, elements: Backdrop.elements(size: size, colors: colors) + placed)
        let extra = changes.flatMap(\.meaning)
        // The side labels sit above the backdrop, over the card they name, where they stay legible.
        let sides = LayoutBlock.horizontal(
            try ["Before", "After"].map {
                try page.label($0, page.labels.caption, width: cardWidth).withWidth(cardWidth)
            },
            spacing: margin
        ).padded(LayoutInsets(top: 0, leading: margin, bottom: 0, trailing: 0))
        return .vertical(
            [try ChangeSheet.heading(path, changes: changes, page: page, extra: extra), sides, backdrop],
            spacing: page.metrics.spacing.s)
    }

    /// One side's card, its labels in the surface's own text colours, tagged `region`.
    static func card(
        _ role: GentleSurfaceRole, sheet: SheetContext, width: Double, page: SheetPage, region: String
    ) throws -> LayoutBlock {
        let (title, subtitle) = SurfacesSheet.labelRoles(role)
        let card = SurfaceCard(
            surface: sheet.theme.surfaces[role], scheme: sheet.theme.scheme,
            title: sheet.style(.headline_m).colored(sheet.color(title)),
            subtitle: sheet.style(.footnote_s).colored(sheet.color(subtitle)))
        return try card.block(width: width, padding: page.metrics.cardPadding, page: page, region: region)
    }
}
