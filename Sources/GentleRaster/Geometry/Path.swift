/// A vector outline in points: straight lines and cubic Bézier curves.
package struct Path: Sendable, Equatable {
    /// One drawing instruction.
    package enum Element: Sendable, Equatable {
        /// Starts a new sub-path.
        case move(Point)
        /// A straight line to a point.
        case line(Point)
        /// A cubic Bézier curve through two control points to an end point.
        case curve(Point, Point, Point)
        /// Closes the current sub-path.
        case close
    }

    /// The instructions in order.
    package private(set) var elements: [Element] = []

    /// An empty path.
    package init() {}

    /// Starts a new sub-path at `point`.
    package mutating func move(to point: Point) { elements.append(.move(point)) }
    /// Adds a straight line to `point`.
    package mutating func line(to point: Point) { elements.append(.line(point)) }
    /// Adds a cubic curve.
    package mutating func curve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1, control2, point))
    }
    /// Closes the current sub-path.
    package mutating func close() { elements.append(.close) }

    /// Appends another path's elements.
    package mutating func append(_ other: Path) { elements += other.elements }
}
