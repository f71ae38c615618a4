import GentleRaster
import GentleTokens

/// A sheet computed and ready to draw: page size, page colour and an ordered display list.
package struct SheetLayout: Sendable, Equatable {
    /// Page size in points; the image is this times the output scale.
    package var pageSize: Size
    /// Page colour, the theme's `background` for the scheme.
    package var background: GentleRGBA
    /// What to draw, in painting order.
    package var elements: [SheetElement]
    /// The token paths and groups (`typography.body_m`, `layout.scale`) read from the theme while
    /// the page was laid out, as `SheetKind.layout` records them; empty for a page laid out
    /// otherwise.
    package var tokenPaths: Set<String> = []

    /// Creates a layout.
    package init(pageSize: Size, background: GentleRGBA, elements: [SheetElement]) {
        self.pageSize = pageSize
        self.background = background
        self.elements = elements
    }

    /// The page rectangle, at the origin.
    package var pageRect: Rect { Rect(origin: .zero, size: pageSize).nonNegative }

    /// Every element tagged with a token, with the page area it can paint, in painting order.
    package var regions: [SheetRegion] {
        SheetRegion.collect(from: elements, transform: { $0 })
    }
}
