/// The grid every sheet is laid out on: a fixed page width, margins and gaps from the theme's
/// spacing scale, and card padding from its card inset.
package struct SheetMetrics: Sendable, Hashable {
    /// Page width in points, the same for every sheet and theme.
    ///
    /// 960 pt is 960 px at scale 1 (goldens: small, quick to diff, two fit side by side in a
    /// review) and 1920 px at the default scale 2 (a full-HD-wide documentation asset). With the
    /// default 48 pt margins the 864 pt content column splits into 2, 3 or 4 columns on whole
    /// points with a 24 pt gutter (420, 272, 198), which keeps edges crisp at scale 1.
    package static let pageWidth = 960.0

    /// The width of a documentation page, as the overview and the gallery are drawn: 1200 pt.
    package static let widePageWidth = 1200.0

    /// The theme's spacing scale.
    package var spacing: SheetSpacing
    /// Padding inside a card, the theme's `card` inset.
    package var cardPadding: LayoutInsets
    /// This page's width in points: `pageWidth` but for the wide documentation pages.
    package var width: Double

    /// Creates metrics from the theme's spacing scale and card inset for a page `width` wide.
    package init(spacing: SheetSpacing, cardPadding: LayoutInsets, width: Double = Self.pageWidth) {
        self.spacing = spacing
        self.cardPadding = cardPadding
        self.width = width
    }

    /// The package defaults: the standard scale and the regular card inset (16 × 16).
    package static let standard = SheetMetrics(spacing: .standard, cardPadding: LayoutInsets(all: 16))

    /// Page margin on all four sides: two `xl` steps, 48 pt by default.
    package var margin: Double { 2 * spacing.xl }
    /// Width of the content column between the margins.
    package var contentWidth: Double { width - 2 * margin }
    /// Space between the header and sections and between sections: `xxl` + `l`, 48 pt by default.
    package var sectionSpacing: Double { spacing.xxl + spacing.l }
    /// Space between a section title and its content: `l`.
    package var titleSpacing: Double { spacing.l }
    /// Space between columns of a grid: `xl`.
    package var gutter: Double { spacing.xl }
    /// Space between items of a list or rows of a grid: `l`.
    package var itemSpacing: Double { spacing.l }
    /// Space between lines of one item, as a name and its caption: `xs`.
    package var labelSpacing: Double { spacing.xs }

    /// The width of one of `count` equal columns across `width`, `gutter` apart.
    package func columnWidth(count: Int, across width: Double? = nil) -> Double {
        let columns = Double(max(1, count))
        return max(0, ((width ?? contentWidth) - (columns - 1) * gutter) / columns)
    }
}
