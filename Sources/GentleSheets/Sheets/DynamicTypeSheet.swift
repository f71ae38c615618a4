import GentleRaster
import GentleTheme
import GentleTokens

/// The Dynamic Type sheet: every text role at each of the twelve size categories, a sample at
/// that size over its category and resolved point size, the sheet's own category marked.
package enum DynamicTypeSheet {
    /// What each cell sets: a capital and a descender, so the sample shows the line's extent.
    static let sample = "Ag"
    /// Space between cells.
    static func cellSpacing(_ page: SheetPage) -> Double { page.metrics.spacing.s }

    /// The sheet for `context`.
    package static func layout(_ context: SheetContext) throws -> SheetLayout {
        let page = context.page
        let note = try page.label(
            "Each role set at every size category, its resolved size beneath. Sizes scale with the role's "
                + "relativeTo text style; the shaded cell is this sheet's size, \(context.theme.sizeCategory.shortName).",
            page.labels.detail)
        // Each cell's content is set once: the table's column widths and its rows are made from it.
        let contents = try GentleTextRole.allCases.map { role in
            try ContentSizeCategory.allCases.map { try content(role, at: $0, context: context, page: page) }
        }
        let columns = columnWidths(contents, context: context, page: page)
        let rows = try zip(GentleTextRole.allCases, contents).map { role, contents in
            try row(role, contents: contents, context: context, page: page, columns: columns)
        }
        let list = ButtonsSheet.divided(rows, page: page)
        return try context.layout(
            .dynamicType,
            sections: [
                try page.section(
                    "Text roles × size categories", content: .vertical([note, list], spacing: page.metrics.itemSpacing))
            ])
    }

    /// One width per size category, the widest cell of that category over all roles, so the
    /// cells line up as a table; nil when the twelve do not fit the column, and rows wrap instead.
    /// `contents` holds each role's cell contents, in the order of `ContentSizeCategory.allCases`.
    static func columnWidths(_ contents: [[LayoutBlock]], context: SheetContext, page: SheetPage) -> [Double]? {
        let natural = contents.map { row in
            zip(ContentSizeCategory.allCases, row).map { category, content in
                framed(content, at: category, context: context, page: page, minimumWidth: 0).size.width
            }
        }
        let widths = ContentSizeCategory.allCases.indices.map { column in natural.map { $0[column] }.max() ?? 0 }
        let total = widths.reduce(0, +) + Double(widths.count - 1) * cellSpacing(page)
        guard total <= page.metrics.contentWidth else { return nil }
        // Spread what is left over evenly, so the table spans the column.
        let spare = (page.metrics.contentWidth - total) / Double(widths.count)
        return widths.map { ($0 + spare).rounded(.down) }
    }

    /// A role's name and curve, then its twelve cells made from `contents`: table columns when
    /// they fit, otherwise wrapping where the largest sizes do not fit.
    static func row(
        _ role: GentleTextRole, contents: [LayoutBlock], context: SheetContext, page: SheetPage, columns: [Double]?
    ) throws -> LayoutBlock {
        let spacing = cellSpacing(page)
        let large = context.theme.typeRamp.style(role, at: .standard)
        let cells = ContentSizeCategory.allCases.enumerated().map { index, category in
            cell(role, contents[index], at: category, context: context, page: page, minimumWidth: columns?[index] ?? 0)
        }
        let heading = LayoutBlock.vertical(
            [
                try page.label(role.rawValue, page.labels.itemName),
                try page.label(
                    DetailLine.joined([
                        "\(NumberText.plain(large.pointSize)) pt at large", "relativeTo \(large.relativeTo.rawValue)",
                    ]), page.labels.caption),
            ], spacing: page.metrics.labelSpacing)
        let flow = LayoutBlock.flow(
            cells, width: page.metrics.contentWidth, spacing: spacing, lineSpacing: page.metrics.spacing.m,
            alignment: .bottom)
        return .vertical([heading, flow], spacing: page.metrics.spacing.s)
    }

    /// The sample at `category` over the category's name and the resolved size, in its cell.
    static func cell(
        _ role: GentleTextRole, at category: ContentSizeCategory, context: SheetContext, minimumWidth: Double
    ) throws -> LayoutBlock {
        let page = context.page
        let content = try content(role, at: category, context: context, page: page)
        return cell(role, content, at: category, context: context, page: page, minimumWidth: minimumWidth)
    }

    /// `content` framed as `role`'s cell at `category`, under the cell's region.
    private static func cell(
        _ role: GentleTextRole, _ content: LayoutBlock, at category: ContentSizeCategory, context: SheetContext,
        page: SheetPage, minimumWidth: Double
    ) -> LayoutBlock {
        framed(content, at: category, context: context, page: page, minimumWidth: minimumWidth)
            .grouped(region: "dynamic-type.\(role.rawValue).\(category.rawValue)")
    }

    /// The sample at `category` over the category's name and the resolved size.
    private static func content(
        _ role: GentleTextRole, at category: ContentSizeCategory, context: SheetContext, page: SheetPage
    ) throws -> LayoutBlock {
        let style = context.theme.typeRamp.style(role, at: category)
        let sample = try page.label(sample, SheetTextStyle(style), width: .infinity)
        let labels = LayoutBlock.vertical(
            [
                try page.label(category.shortName, page.labels.caption),
                try page.label(NumberText.plain(style.font.size, digits: 1), page.labels.detail),
            ], spacing: 0, alignment: .center)
        return LayoutBlock.vertical([sample, labels], spacing: page.metrics.spacing.xs, alignment: .center)
    }

    /// `content` centred in a cell at least `minimumWidth` wide, shaded when `category` is the
    /// sheet's own; not yet grouped under its region.
    private static func framed(
        _ content: LayoutBlock, at category: ContentSizeCategory, context: SheetContext, page: SheetPage,
        minimumWidth: Double
    ) -> LayoutBlock {
        let inset = page.metrics.spacing.xs
        let width = max(minimumWidth, content.size.width + 2 * inset)
        let centred = content.padded(
            LayoutInsets(
                top: inset, leading: (width - content.size.width) / 2, bottom: inset,
                trailing: (width - content.size.width) / 2))
        guard category == context.theme.sizeCategory else { return centred }
        return centred.backed {
            Panel.elements($0, radius: 8, fill: context.color(.surfaceBase), edge: context.color(.borderSubtle))
        }
    }
}
