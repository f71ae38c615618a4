import GentleRaster
import GentleTokens

/// A stroked open path through points given in sheet coordinates, for rules and plots.
package struct Polyline: Sendable, Hashable {
    /// The vertices, in order, in sheet coordinates.
    package var points: [Point]
    /// Stroke colour.
    package var color: GentleRGBA
    /// Stroke width in points.
    package var width: Double
    /// Dash pattern (on, off, …) in points; empty for a solid line.
    package var dash: [Double]

    /// Creates a polyline.
    package init(points: [Point], color: GentleRGBA, width: Double, dash: [Double] = []) {
        self.points = points
        self.color = color
        self.width = max(0, width)
        self.dash = dash
    }

    /// The smallest rectangle containing every vertex, grown by half the stroke width.
    package var inkBounds: Rect? {
        guard let first = points.first else { return nil }
        let start = Rect(origin: first, size: .zero)
        let hull = points.dropFirst().reduce(start) { $0.union(Rect(origin: $1, size: .zero)) }
        return hull.insetBy(dx: -width / 2, dy: -width / 2)
    }
}
