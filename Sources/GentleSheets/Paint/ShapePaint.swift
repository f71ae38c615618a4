import GentleTokens

/// A shape filled and/or stroked inside its frame.
package struct ShapePaint: Sendable, Hashable {
    /// The outline fitted to the element's frame.
    package var outline: ShapeOutline
    /// Fill colour, or nil for an unfilled shape.
    package var fill: GentleRGBA?
    /// Inside border, or nil for none.
    package var stroke: InsideStroke?

    /// Creates a shape paint.
    package init(outline: ShapeOutline, fill: GentleRGBA?, stroke: InsideStroke? = nil) {
        self.outline = outline
        self.fill = fill
        self.stroke = stroke
    }
}
