import GentleTheme
import GentleTokens

/// The colours sheet: the 19 roles in the package's four groups, light and dark chips side by
/// side over a checkerboard, their hex values and the WCAG contrast of the text pairs that matter.
public enum ColorsSheet {
    /// The package's groupings, in order, with their titles.
    static let groups: [(title: String, roles: [GentleColorRole])] = [
        ("Text", GentleColorRole.textRoles), ("Surface", GentleColorRole.surfaceRoles),
        ("Action", GentleColorRole.actionRoles), ("Theme", GentleColorRole.themeRoles),
    ]

    /// Height of a colour chip.
    static let chipHeight = 56.0

    /// The sheet for `context`.
    public static func layout(_ context: SheetContext) -> SheetLayout {
        let page = context.page
        let sections = groups.map { group in
            page.section(group.title, content: page.adaptiveGrid(maximumColumns: 3) { width in
                group.roles.map { card($0, context: context, width: width) }
            })
        }
        return context.layout(.colors, sections: sections)
    }

    /// One role: both chips with their hex values, the names, then the contrast lines.
    static func card(_ role: GentleColorRole, context: SheetContext, width: Double) -> LayoutBlock {
        let page = context.page
        let metrics = page.metrics
        let chipWidth = max(0, (width - metrics.spacing.s) / 2)
        let chips = [(context.lightColors, "Light"), (context.darkColors, "Dark")].map { colors, name in
            LayoutBlock.vertical(
                [
                    Swatch.block(colors[role], size: LayoutSize(width: chipWidth, height: chipHeight), edge: context.color(.borderSubtle)),
                    page.label("\(name) \(colors.specifiedHex(role) ?? "missing")", page.labels.caption, width: chipWidth),
                ], spacing: metrics.labelSpacing)
        }
        let names = LayoutBlock.vertical(
            [page.label(role.displayName, page.labels.itemName, width: width), page.label(role.rawValue, page.labels.caption, width: width)],
            spacing: metrics.labelSpacing)
        let contrast = ContrastPairs.grounds(for: role).map {
            page.label(ContrastPairs.line(role, on: $0, light: context.lightColors, dark: context.darkColors), page.labels.detail, width: width)
        }
        let parts = [LayoutBlock.horizontal(chips, spacing: metrics.spacing.s), names] + contrast
        return LayoutBlock.vertical(parts, spacing: metrics.spacing.s).grouped(region: "colors.\(role.rawValue)")
    }
}
