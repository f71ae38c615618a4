import GentleRaster
import GentleTokens

/// Composes headers, sections and whole pages on the sheet grid.
package struct SheetPage: Sendable {
    /// The grid.
    package var metrics: SheetMetrics
    /// The label styles.
    package var labels: SheetLabelStyles
    /// The measurer that sizes every text block.
    package var measurer: any TextMeasuring

    /// Creates a page composer.
    package init(metrics: SheetMetrics, labels: SheetLabelStyles, measurer: any TextMeasuring) {
        self.metrics = metrics
        self.labels = labels
        self.measurer = measurer
    }

    /// Text in one of the label styles, wrapped to `width` (the content column by default).
    package func label(
        _ string: String, _ style: SheetTextStyle, width: Double? = nil,
        alignment: TextAlignment = .leading, region: String? = nil
    ) throws -> LayoutBlock {
        try .text(
            string, style: style, maxWidth: width ?? metrics.contentWidth, alignment: alignment,
            measurer: measurer, region: region)
    }

    /// A horizontal hairline across `width`.
    package func rule(width: Double? = nil) -> LayoutBlock {
        let size = Size(width: width ?? metrics.contentWidth, height: 1)
        return .element(.shape(ShapePaint(outline: .rectangle, fill: labels.rule)), size: size)
    }

    /// Overline, theme name, scheme / size / version line and a rule.
    package func header(_ header: SheetHeader) throws -> LayoutBlock {
        try self.header(overline: header.overline, title: header.themeName, subtitle: header.subtitle)
    }

    /// A header of any page: a tracked overline, a title, a subtitle line and a rule.
    package func header(overline: String, title: String, subtitle: String) throws -> LayoutBlock {
        let titles = LayoutBlock.vertical(
            [
                try label(overline, labels.caption.tracked(1)), try label(title, labels.pageTitle),
                try label(subtitle, labels.subtitle),
            ], spacing: metrics.labelSpacing)
        return .vertical([titles, rule()], spacing: metrics.spacing.xl)
    }

    /// Cells in as many equal columns as fit, at most `maximumColumns`: `cells` builds them for a
    /// column width, and a column count is kept only if no cell comes out wider than its column.
    package func adaptiveGrid(
        maximumColumns: Int, rowSpacing: Double? = nil, alignment: RowAlignment = .top,
        cells: (Double) throws -> [LayoutBlock]
    ) rethrows -> LayoutBlock {
        let counts = Array((1...max(1, maximumColumns)).reversed())
        for count in counts {
            let width = metrics.columnWidth(count: count)
            let built = try cells(width)
            if count == 1 || built.allSatisfy({ $0.size.width <= width + Rect.layoutTolerance }) {
                return .grid(
                    built, columns: count, columnWidth: width, columnSpacing: metrics.gutter,
                    rowSpacing: rowSpacing ?? metrics.sectionSpacing / 2, alignment: alignment)
            }
        }
        return .empty
    }

    /// A section: its title, then its content `titleSpacing` below.
    package func section(_ title: String, content: LayoutBlock) throws -> LayoutBlock {
        .vertical([try label(title, labels.sectionTitle), content], spacing: metrics.titleSpacing)
    }

    /// The page: header and sections `sectionSpacing` apart, inside the margins, on `background`,
    /// its height sized to the content but at least `minimumHeight`.
    package func layout(
        header: SheetHeader, sections: [LayoutBlock], background: GentleRGBA, minimumHeight: Double = 0
    ) throws -> SheetLayout {
        layout(
            headerBlock: try self.header(header), sections: sections, background: background,
            minimumHeight: minimumHeight)
    }

    /// The page under an already composed header block.
    package func layout(
        headerBlock: LayoutBlock, sections: [LayoutBlock], background: GentleRGBA, minimumHeight: Double = 0
    ) -> SheetLayout {
        let body = LayoutBlock.vertical([headerBlock] + sections, spacing: metrics.sectionSpacing)
        let page = Size(
            width: metrics.width, height: max(minimumHeight, (body.size.height + 2 * metrics.margin).rounded(.up)))
        let origin = Point(x: metrics.margin, y: metrics.margin)
        return SheetLayout(pageSize: page, background: background, elements: body.placed(at: origin))
    }
}

extension SheetTextStyle {
    /// The same style with `points` of extra letter spacing, for small uppercase overlines.
    func tracked(_ points: Double) -> SheetTextStyle {
        var copy = self
        copy.letterSpacing += points
        return copy
    }
}
