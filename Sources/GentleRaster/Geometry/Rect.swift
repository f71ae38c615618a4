/// A point in points, y down.
package struct Point: Sendable, Hashable, Codable {
    /// Horizontal position.
    package var x: Double
    /// Vertical position, growing downwards.
    package var y: Double

    /// Creates a point.
    package init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A size in points.
package struct Size: Sendable, Hashable, Codable {
    /// Horizontal extent.
    package var width: Double
    /// Vertical extent.
    package var height: Double

    /// Creates a size.
    package init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle in points.
package struct Rect: Sendable, Hashable, Codable {
    /// Top-left corner.
    package var origin: Point
    /// Extent.
    package var size: Size

    /// Creates a rectangle from its top-left corner and size.
    package init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    /// Left edge.
    package var minX: Double { origin.x }
    /// Top edge.
    package var minY: Double { origin.y }
    /// Right edge.
    package var maxX: Double { origin.x + size.width }
    /// Bottom edge.
    package var maxY: Double { origin.y + size.height }
    /// Horizontal extent.
    package var width: Double { size.width }
    /// Vertical extent.
    package var height: Double { size.height }
    /// The centre point.
    package var center: Point { Point(x: midX, y: midY) }

    /// The rectangle shrunk by `amount` on every side (grown when negative).
    package func insetBy(_ amount: Double) -> Rect {
        insetBy(dx: amount, dy: amount)
    }

    /// The smallest rectangle containing both.
    package func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The rectangle moved by an offset.
    package func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}
