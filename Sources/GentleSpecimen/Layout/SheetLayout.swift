import GentleRaster
import GentleTokens

/// A sheet computed and ready to draw: page size, page colour and an ordered display list.
public struct SheetLayout: Sendable, Equatable {
    /// Page size in points; the image is this times the output scale.
    public var pageSize: Size
    /// Page colour, the theme's `background` for the scheme.
    public var background: GentleRGBA
    /// What to draw, in painting order.
    public var elements: [SheetElement]

    /// Creates a layout.
    public init(pageSize: Size, background: GentleRGBA, elements: [SheetElement]) {
        self.pageSize = pageSize
        self.background = background
        self.elements = elements
    }

    /// The page rectangle, at the origin.
    public var pageRect: Rect { Rect(origin: .zero, size: pageSize).nonNegative }

    /// Every element tagged with a token, with the page area it can paint, in painting order.
    public var regions: [SheetRegion] {
        SheetRegion.collect(from: elements, transform: { $0 })
    }
}
