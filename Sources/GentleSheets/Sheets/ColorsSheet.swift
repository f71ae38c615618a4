import GentleRaster
import GentleTheme
import GentleTokens

/// The colours sheet: the 19 roles in the package's four groups, light and dark chips side by
/// side over a checkerboard, their hex values and the WCAG contrast of the text pairs that matter.
package enum ColorsSheet {
    /// The package's groupings, in order, with their titles.
    static let groups: [(title: String, roles: [GentleColorRole])] = [
        ("Text", GentleColorRole.textRoles), ("Surface", GentleColorRole.surfaceRoles),
        ("Action", GentleColorRole.actionRoles), ("Theme", GentleColorRole.themeRoles),
    ]

    /// Height of a colour chip.
    static let chipHeight = 56.0

    /// The sheet for `context`.
    package static func layout(_ context: SheetContext) throws -> SheetLayout {
        let page = context.page
        let sections = try groups.map { group in
            try page.section(
                group.title,
                content: page.adaptiveGrid(maximumColumns: 3) { width in
                    try group.roles.map { try card($0, context: context, width: width) }
                })
        }
        return try context.layout(.colors, sections: sections)
    }

    /// One role: both chips with their hex values, the names, then per ground the contrast in
    /// each scheme, set under the chip of that scheme.
    static func card(_ role: GentleColorRole, context: SheetContext, width: Double) throws -> LayoutBlock {
        let page = context.page
        let metrics = page.metrics
        let chipWidth = max(0, (width - metrics.spacing.s) / 2)
        let schemes = [(context.lightColors, "Light"), (context.darkColors, "Dark")]
        let chips = try schemes.map { colors, name in
            LayoutBlock.vertical(
                [
                    Swatch.block(
                        colors[role], size: Size(width: chipWidth, height: chipHeight),
                        edge: context.color(.borderSubtle)),
                    try page.label(name, page.labels.caption, width: chipWidth),
                    try page.label(colors.specifiedHex(role) ?? "missing", page.labels.detail, width: chipWidth),
                ], spacing: metrics.labelSpacing)
        }
        let names = LayoutBlock.vertical(
            [
                try page.label(role.displayName, page.labels.itemName, width: width),
                try page.label(role.rawValue, page.labels.caption, width: width),
            ],
            spacing: metrics.labelSpacing)
        let contrast = try ContrastPairs.grounds(for: role).map { ground in
            let values = try schemes.map { colors, _ in
                try page.label(ContrastPairs.value(role, on: ground, in: colors), page.labels.detail, width: chipWidth)
                    .withMinimumWidth(chipWidth)
            }
            return LayoutBlock.vertical(
                [
                    try page.label("on \(ground.rawValue)", page.labels.caption, width: width),
                    .horizontal(values, spacing: metrics.spacing.s),
                ],
                spacing: metrics.labelSpacing)
        }
        let parts =
            [LayoutBlock.horizontal(chips.map { $0.withMinimumWidth(chipWidth) }, spacing: metrics.spacing.s), names]
            + contrast
        return LayoutBlock.vertical(parts, spacing: metrics.spacing.s).grouped(region: "colors.\(role.rawValue)")
    }
}
