import GentleRaster
import GentleTheme
import GentleTokens

/// The gallery: every theme of a run as the package's demo theme picker shows it — a card drawn
/// in the theme's own colours, type and surfaces with its name, summary, colour dots, type
/// samples and buttons — on the first theme's page.
package enum GallerySheet {
    /// The colour dots of a card, as the picker's swatch bar.
    static let dots = ColorVisionSection.palette
    /// The roles the picker's "Aa" row shows.
    static let typeRoles: [GentleTextRole] = [
        .title_xl, .headline_m, .body_m, .callout_ms, .subheadline_ms, .caption_s,
    ]
    /// The buttons the picker shows, with its labels.
    static let buttons: [(GentleButtonRole, String)] = [(.primary, "Main"), (.secondary, "Alt"), (.tertiary, "Ghost")]

    /// The sheet for `context`: its run's themes, or the context's theme alone.
    package static func layout(_ context: SheetContext) throws -> SheetLayout {
        let wide = context.widePage
        let page = wide.page
        let themes = (context.runThemes.isEmpty ? [context] : context.runThemes).map(\.widePage)
        let grid = try page.adaptiveGrid(maximumColumns: 3, rowSpacing: page.metrics.gutter * 2) { width in
            try themes.map { theme in
                // Another theme's values are recorded under its name, apart from the page theme's.
                let prefix = theme.themeName == context.themeName ? "" : tokenPrefix(theme.themeName)
                return try TokenReads.prefixed(prefix) { try card(theme, width: width) }
            }
        }
        let header = SheetHeader(
            sheet: .gallery,
            themeName: themes.count == 1 ? "Theme gallery · 1 theme" : "Theme gallery · \(themes.count) themes",
            schemeName: wide.header(.gallery).schemeName, sizeCategoryName: wide.theme.sizeCategory.shortName,
            specVersion: wide.theme.specVersion)
        return try page.layout(header: header, sections: [grid], background: wide.color(.background))
    }

    /// The prefix of the token paths another theme's card records: `classic-tan/`, so the golden
    /// reads `classic-tan/colors.primaryCTA.light`.
    package static func tokenPrefix(_ name: String) -> String {
        slug(name) + "/"
    }

    /// The region name of a theme: its name in lower case, words joined by hyphens (a preset's id).
    static func slug(_ name: String) -> String {
        name.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).joined(separator: "-")
    }

    /// One theme's card, `width` wide: its `card` surface with the roomy card inset and the
    /// picker's own shadow.
    static func card(_ context: SheetContext, width: Double) throws -> LayoutBlock {
        let page = context.page
        let id = "gallery.\(slug(context.themeName))"
        let padding = context.theme.inset(.card, .roomy)
        let inner = max(0, width - 2 * padding.horizontal)
        var parts = [try page.label(context.themeName, context.style(.title_xl), width: inner)]
        if let summary = context.about?.summary {
            parts.append(
                try page.label(
                    summary, context.style(.subheadline_ms).colored(context.color(.textSecondary)), width: inner))
        }
        let title = LayoutBlock.vertical(parts, spacing: page.metrics.labelSpacing)
        let sections = [
            title, page.rule(width: inner), try dotRow(context, width: inner, region: "\(id).colors"),
            page.rule(width: inner), try typeRow(context, width: inner, region: "\(id).type"), page.rule(width: inner),
            try buttonRow(context, width: inner, region: "\(id).buttons"),
        ]
        let content = LayoutBlock.vertical(sections, spacing: page.metrics.spacing.l)
            .padded(LayoutInsets(horizontal: padding.horizontal, vertical: padding.vertical)).withMinimumWidth(width)
        let surface = SurfaceCard(
            surface: context.theme.surfaces[.card], scheme: context.theme.scheme,
            title: context.style(.headline_m), subtitle: context.style(.footnote_s))
        return content.backed { frame in
            // The picker adds a black 25 % shadow (radius 12, offset 8, 8) under the card surface.
            let outline = surface.outline
            let pickerShadow = SheetElement(
                frame: frame,
                content: .shadow(
                    ShadowPaint(
                        outline: outline, color: GentleRGBA.black.multiplyingAlpha(by: 0.25), radius: 12, offsetX: 8,
                        offsetY: 8)))
            return [pickerShadow] + surface.paints(in: frame).map { $0.layered() }
        }.grouped(region: id)
    }

    /// "Colors" over the eight dots.
    static func dotRow(_ context: SheetContext, width: Double, region: String) throws -> LayoutBlock {
        let edge = context.color(.borderSubtle)
        let dots = dots.map { role in
            LayoutBlock.element(
                .shape(
                    ShapePaint(
                        outline: .ellipse, fill: context.color(role).multiplyingAlpha(by: 0.7),
                        stroke: InsideStroke(color: edge, width: 1))),
                size: Size(width: 24, height: 24))
        }
        return try titledRow(
            "Colors", dots, context: context, width: width, spacing: context.page.metrics.spacing.s,
            alignment: .top, region: region)
    }

    /// "Typography" over "Aa" in six roles.
    static func typeRow(_ context: SheetContext, width: Double, region: String) throws -> LayoutBlock {
        let samples = try typeRoles.map { try context.page.label("Aa", context.style($0), width: .infinity) }
        return try titledRow(
            "Typography", samples, context: context, width: width,
            spacing: context.page.metrics.spacing.m, alignment: .bottom, region: region)
    }

    /// "Buttons" over Main, Alt and Ghost.
    static func buttonRow(_ context: SheetContext, width: Double, region: String) throws -> LayoutBlock {
        let cells = try buttons.map { role, label in
            try ButtonsSheet.specimen(role, context: context).block(.text(label), page: context.page)
        }
        return try titledRow(
            "Buttons", cells, context: context, width: width, spacing: context.page.metrics.spacing.m,
            alignment: .center, region: region)
    }

    /// A card section: its title in `headline_m` over `items` flowing across `width`.
    static func titledRow(
        _ title: String, _ items: [LayoutBlock], context: SheetContext, width: Double, spacing: Double,
        alignment: RowAlignment, region: String
    ) throws -> LayoutBlock {
        let page = context.page
        return LayoutBlock.vertical(
            [
                try page.label(title, context.style(.headline_m), width: width),
                .flow(items, width: width, spacing: spacing, lineSpacing: page.metrics.spacing.s, alignment: alignment),
            ], spacing: page.metrics.spacing.s
        ).grouped(region: region)
    }
}
