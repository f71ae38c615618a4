import GentleTokens

/// A shape filled and/or stroked inside its frame.
public struct ShapePaint: Sendable, Hashable {
    /// The outline fitted to the element's frame.
    public var outline: ShapeOutline
    /// Fill colour, or nil for an unfilled shape.
    public var fill: GentleRGBA?
    /// Inside border, or nil for none.
    public var stroke: InsideStroke?

    /// Creates a shape paint.
    public init(outline: ShapeOutline, fill: GentleRGBA?, stroke: InsideStroke? = nil) {
        self.outline = outline
        self.fill = fill
        self.stroke = stroke
    }
}
