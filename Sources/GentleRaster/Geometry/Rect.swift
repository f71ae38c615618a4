/// A point in points, y down.
public struct Point: Sendable, Hashable, Codable {
    /// Horizontal position.
    public var x: Double
    /// Vertical position, growing downwards.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// A size in points.
public struct Size: Sendable, Hashable, Codable {
    /// Horizontal extent.
    public var width: Double
    /// Vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// An axis-aligned rectangle in points.
public struct Rect: Sendable, Hashable, Codable {
    /// Top-left corner.
    public var origin: Point
    /// Extent.
    public var size: Size

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = Point(x: x, y: y)
        size = Size(width: width, height: height)
    }

    /// Left edge.
    public var minX: Double { origin.x }
    /// Top edge.
    public var minY: Double { origin.y }
    /// Right edge.
    public var maxX: Double { origin.x + size.width }
    /// Bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// Horizontal extent.
    public var width: Double { size.width }
    /// Vertical extent.
    public var height: Double { size.height }
    /// The centre point.
    public var center: Point { Point(x: midX, y: midY) }

    /// The rectangle shrunk by `amount` on every side (grown when negative).
    public func insetBy(_ amount: Double) -> Rect {
        insetBy(dx: amount, dy: amount)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// The rectangle moved by an offset.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
}
