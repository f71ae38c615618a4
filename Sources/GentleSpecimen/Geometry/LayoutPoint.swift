/// A point on a sheet, in points, with y growing downwards.
public struct LayoutPoint: Sendable, Hashable, Codable {
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points, growing downwards.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin of a sheet, its top-left corner.
    public static let zero = LayoutPoint(x: 0, y: 0)

    /// This point moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> LayoutPoint {
        LayoutPoint(x: x + dx, y: y + dy)
    }
}

/// A width and height in points.
public struct LayoutSize: Sendable, Hashable, Codable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The empty size.
    public static let zero = LayoutSize(width: 0, height: 0)
}
