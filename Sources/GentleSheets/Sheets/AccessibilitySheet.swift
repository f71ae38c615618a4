import GentleRaster
import GentleTheme
import GentleTokens

/// The accessibility sheet: the WCAG 2.2 contrast of every text role on every ground it can sit
/// on, then the palette as the three dichromacies see it, with the pairs that must stay apart.
package enum AccessibilitySheet {
    /// The grounds each text role can sit on, in the order the matrix shows them.
    package static func grounds(for role: GentleColorRole) -> [GentleColorRole] {
        switch role {
        case .textPrimary, .textSecondary, .textTertiary, .textOnOverlay, .textOnOverlaySecondary:
            [.background, .surfaceBase, .surfaceCardSecondary]
        default: ContrastPairs.grounds(for: role)
        }
    }

    /// The sheet for `context`.
    package static func layout(_ context: SheetContext) throws -> SheetLayout {
        let page = context.page
        let note = try page.label(
            "WCAG 2.2 contrast of each text role on the grounds it sits on (1.4.3, 1.4.6): AAA ≥ 7, AA ≥ 4.5, "
                + "AA Large ≥ 3 (text of 18 pt, or 14 pt bold, and up), Fail below. A translucent ground is "
                + "composited over the page background first.",
            page.labels.detail)
        let rows = try GentleColorRole.textRoles.map { try contrastRow($0, context: context) }
        let matrix = LayoutBlock.vertical(
            [note, ButtonsSheet.divided(rows, page: page)], spacing: page.metrics.itemSpacing)
        return try context.layout(
            .accessibility,
            sections: [
                try page.section("Contrast", content: matrix),
                try page.section("Colour-vision deficiency", content: try ColorVisionSection.block(context)),
            ])
    }

    /// A text role's name, then a cell per ground.
    static func contrastRow(_ role: GentleColorRole, context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let grid = try page.adaptiveGrid(maximumColumns: 3, rowSpacing: page.metrics.itemSpacing) { width in
            try grounds(for: role).map { try contrastCell(role, on: $0, context: context, width: width) }
        }
        return .vertical(
            [try page.label(role.rawValue, page.labels.groupTitle), grid], spacing: page.metrics.spacing.s)
    }

    /// The text colour set on a tile of the ground, then the ground's name, the ratio and its mark.
    static func contrastCell(
        _ role: GentleColorRole, on ground: GentleColorRole, context: SheetContext, width: Double
    ) throws -> LayoutBlock {
        let page = context.page
        let colors = context.theme.colors
        let padding = page.metrics.spacing.m
        let sample = try page.label(
            "Aa · The quick brown fox", context.style(.headline_m).colored(colors[role]),
            width: max(0, width - 2 * padding))
        let tile = sample.padded(LayoutInsets(all: padding)).withWidth(width).backed {
            Panel.elements($0, radius: 10, fill: colors[ground], edge: colors[.borderSubtle])
        }
        let ratio = ContrastPairs.ratio(role, on: ground, in: colors)
        let markStyle = ratio.level == .fail ? page.labels.detail.colored(colors[.destructive]) : page.labels.detail
        let value = try page.label(
            "\(ratio.printed) : 1 · \(ContrastPairs.mark(ratio.level))", markStyle,
            width: width)
        return LayoutBlock.vertical(
            [tile, try page.label("on \(ground.rawValue)", page.labels.caption, width: width), value],
            spacing: page.metrics.labelSpacing
        ).grouped(region: "accessibility.\(role.rawValue).on.\(ground.rawValue)")
    }
}
