import GentleRaster
import GentleTheme
import GentleTokens

/// The overview: the page a design system's documentation opens with — the theme's name and
/// catalogue text, its palette in both schemes, four type roles, the five buttons at rest and
/// three surfaces over the backdrop, on one 1200 × 1600 pt page.
package enum OverviewSheet {
    /// The documentation page size the overview fits at the standard size category.
    package static let pageSize = Size(width: SheetMetrics.widePageWidth, height: 1600)

    /// The type roles shown, largest first.
    static let typeRoles: [GentleTextRole] = [.largeTitle_xxl, .title2_l, .body_m, .caption_s]
    /// The surfaces shown.
    static let surfaces: [GentleSurfaceRole] = [.card, .cardElevated, .floatingPanel]

    /// The sheet for `context`, on the wide page.
    package static func layout(_ context: SheetContext) throws -> SheetLayout {
        let wide = context.widePage
        let page = wide.page
        var sections: [LayoutBlock] = []
        if let about = wide.about { sections.append(try aboutBlock(about, context: wide)) }
        sections += [
            try page.section("Palette", content: try palette(wide)),
            try page.section("Type", content: try type(wide)),
            try page.section("Buttons", content: try buttons(wide)),
            try page.section("Spacing scale and radii", content: try spacing(wide)),
            try page.section(
                "Surfaces",
                content: page.adaptiveGrid(maximumColumns: 3) { width in
                    try surfaces.map {
                        try SurfacesSheet.tile($0, context: wide, width: width, prefix: "overview.surface")
                    }
                }),
        ]
        return try wide.layout(.overview, sections: sections, minimumHeight: pageSize.height)
    }

    /// The summary over the description and the purpose.
    static func aboutBlock(_ about: ThemeAbout, context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let width = page.metrics.columnWidth(count: 3) * 2 + page.metrics.gutter
        let body = context.style(.body_m).colored(context.color(.textSecondary))
        return LayoutBlock.vertical(
            [
                try page.label(about.summary, context.style(.title2_l), width: width),
                try page.label(about.description, body, width: width),
                try page.label(about.purpose, body, width: width),
            ], spacing: page.metrics.spacing.s
        ).grouped(region: "overview.about")
    }

    /// A strip of the 19 roles in each scheme, in the package's four groups, on that scheme's page.
    static func palette(_ context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let groups = ColorsSheet.groups
        let count = Double(groups.map(\.roles.count).reduce(0, +))
        let groupGap = page.metrics.spacing.m
        let inset = page.metrics.spacing.s
        let stripWidth = page.metrics.contentWidth - 2 * inset
        let chipGap = 2.0
        let segment =
            ((stripWidth - Double(groups.count - 1) * groupGap + chipGap * Double(groups.count)) / count
            - chipGap).rounded(.down)
        let strips = try [(context.lightColors, "Light"), (context.darkColors, "Dark")].map { colors, name in
            // The scheme is named in the first group's caption, which keeps the page within 1600 pt.
            let blocks = try groups.enumerated().map { index, group in
                let cells = group.roles.map { role in
                    LayoutBlock.element(
                        .shape(
                            ShapePaint(
                                outline: .roundedRectangle(cornerRadius: 6, style: .continuous), fill: colors[role],
                                stroke: InsideStroke(color: colors[.borderSubtle], width: 1))),
                        size: Size(width: segment, height: 34),
                        region: "overview.palette.\(name.lowercased()).\(role.rawValue)")
                }
                let label = try page.label(
                    index == 0 ? "\(name) · \(group.title)" : group.title,
                    page.labels.caption.colored(colors[.textSecondary]),
                    width: (segment + chipGap) * Double(group.roles.count))
                return LayoutBlock.vertical(
                    [.horizontal(cells, spacing: chipGap), label], spacing: page.metrics.labelSpacing)
            }
            let strip = LayoutBlock.horizontal(blocks, spacing: groupGap)
                .padded(LayoutInsets(all: inset)).withWidth(page.metrics.contentWidth)
                .backed { Panel.elements($0, radius: 12, fill: colors[.background], edge: colors[.borderSubtle]) }
            return strip
        }
        return .vertical(strips, spacing: page.metrics.itemSpacing)
    }

    /// Four roles, each a line of sample set in it over its numbers.
    static func type(_ context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let rows = try typeRoles.map { role in
            let style = context.theme.text[role]
            let sample = try page.label(
                "Sphinx of black quartz, judge my vow.", SheetTextStyle(style), region: "overview.type.\(role.rawValue)"
            )
            let numbers = DetailLine.joined([
                role.rawValue, "\(NumberText.plain(style.font.size)) pt", style.font.weight.rawValue,
                "\(style.font.design.rawValue) design",
            ])
            return LayoutBlock.vertical(
                [sample, try page.label(numbers, page.labels.caption)], spacing: page.metrics.labelSpacing)
        }
        return .vertical(rows, spacing: page.metrics.spacing.m)
    }

    /// The spacing scale beside the radii.
    static func spacing(_ context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let half = page.metrics.columnWidth(count: 2)
        let scale = try LayoutSheet.ladder(
            "scale", caption: "layout.scale, which insets resolve through", steps: context.theme.layout.scale,
            context: context, width: half, prefix: "overview", titled: false)
        let radii = try LayoutSheet.radii(context, size: Size(width: 96, height: 64), prefix: "overview", width: half)
        return .flow(
            [scale, radii], width: page.metrics.contentWidth,
            spacing: page.metrics.gutter, lineSpacing: page.metrics.itemSpacing, alignment: .bottom)
    }

    /// The five roles at rest with their names.
    static func buttons(_ context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let cells = try GentleButtonRole.ordered.map { role in
            LayoutBlock.vertical(
                [
                    try ButtonsSheet.specimen(role, context: context).block(.text("Continue"), page: page)
                        .grouped(region: "overview.button.\(role.rawValue)"),
                    try page.label(role.rawValue, page.labels.caption),
                ], spacing: page.metrics.spacing.s, alignment: .center)
        }
        return .flow(
            cells, width: page.metrics.contentWidth, spacing: page.metrics.gutter * 2,
            lineSpacing: page.metrics.itemSpacing, alignment: .bottom)
    }
}
