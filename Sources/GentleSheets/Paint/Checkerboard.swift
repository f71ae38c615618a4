import GentleTokens

/// A two-colour checkerboard that makes transparency visible behind a swatch.
package struct Checkerboard: Sendable, Hashable {
    /// The outline the pattern is clipped to.
    package var outline: ShapeOutline
    /// Side of one square, in points.
    package var cellSize: Double
    /// Colour of the squares whose row + column is even.
    package var light: GentleRGBA
    /// Colour of the other squares.
    package var dark: GentleRGBA

    /// Creates a checkerboard; a cell is never smaller than one point.
    package init(outline: ShapeOutline, cellSize: Double, light: GentleRGBA, dark: GentleRGBA) {
        self.outline = outline
        self.cellSize = max(1, cellSize)
        self.light = light
        self.dark = dark
    }
}
