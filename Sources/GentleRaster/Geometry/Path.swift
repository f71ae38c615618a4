import Foundation

/// A vector outline in points: straight lines and cubic Bézier curves.
public struct Path: Sendable, Equatable {
    /// One drawing instruction.
    public enum Element: Sendable, Equatable {
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
    public private(set) var elements: [Element] = []

    /// An empty path.
    public init() {}

    /// Starts a new sub-path at `point`.
    public mutating func move(to point: Point) { elements.append(.move(point)) }
    /// Adds a straight line to `point`.
    public mutating func line(to point: Point) { elements.append(.line(point)) }
    /// Adds a cubic curve.
    public mutating func curve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(control1, control2, point))
    }
    /// Closes the current sub-path.
    public mutating func close() { elements.append(.close) }

    /// Appends another path's elements.
    public mutating func append(_ other: Path) { elements += other.elements }

    /// Adds a circular arc around `center` from `start` to `end` radians (y down, so positive
    /// angles turn clockwise), as cubic segments of at most a quarter turn each.
    public mutating func arc(center: Point, radius: Double, start: Double, end: Double) {
        let segments = max(1, Int((abs(end - start) / (Double.pi / 2)).rounded(.up)))
        let step = (end - start) / Double(segments)
        let handle = 4.0 / 3.0 * tan(step / 4) * radius
        for index in 0..<segments {
            let a0 = start + Double(index) * step, a1 = a0 + step
            let p0 = Point(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = Point(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            if index == 0, elements.isEmpty { move(to: p0) }
            curve(
                to: p1, control1: Point(x: p0.x - handle * sin(a0), y: p0.y + handle * cos(a0)),
                control2: Point(x: p1.x + handle * sin(a1), y: p1.y - handle * cos(a1)))
        }
    }
}
