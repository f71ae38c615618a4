import GentleRaster
import GentleTokens

/// One colour stop of a gradient.
package struct GradientStop: Sendable, Hashable {
    /// Position along the gradient, 0...1.
    package var location: Double
    /// Colour at that position.
    package var color: GentleRGBA

    /// Creates a stop.
    package init(location: Double, color: GentleRGBA) {
        self.location = min(1, max(0, location))
        self.color = color
    }
}

/// A linear gradient filling a shape, its axis given in unit coordinates of the frame.
package struct GradientPaint: Sendable, Hashable {
    /// The outline the gradient fills.
    package var outline: ShapeOutline
    /// The stops, in increasing location.
    package var stops: [GradientStop]
    /// Start of the axis; (0, 0) is the frame's top-left corner and (1, 1) its bottom-right.
    package var start: Point
    /// End of the axis, in the same unit coordinates.
    package var end: Point

    /// Creates a gradient.
    package init(outline: ShapeOutline, stops: [GradientStop], start: Point, end: Point) {
        self.outline = outline
        self.stops = stops.sorted { $0.location < $1.location }
        self.start = start
        self.end = end
    }
}
