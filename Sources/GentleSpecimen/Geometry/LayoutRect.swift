/// An axis-aligned rectangle on a sheet, in points.
public struct LayoutRect: Sendable, Hashable, Codable {
    /// The top-left corner.
    public var origin: LayoutPoint
    /// The extent; never negative when built through the initialisers.
    public var size: LayoutSize

    /// Creates a rectangle from its top-left corner and size.
    public init(origin: LayoutPoint, size: LayoutSize) {
        self.origin = origin
        self.size = LayoutSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// Creates a rectangle from its top-left corner and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: LayoutPoint(x: x, y: y), size: LayoutSize(width: width, height: height))
    }

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }
    /// The centre point.
    public var center: LayoutPoint { LayoutPoint(x: midX, y: midY) }

    /// This rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> LayoutRect {
        LayoutRect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
    }

    /// This rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom;
    /// negative values grow it.
    public func insetBy(dx: Double, dy: Double) -> LayoutRect {
        LayoutRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// This rectangle scaled by `factor` about `anchor`.
    public func scaled(_ factor: Double, about anchor: LayoutPoint) -> LayoutRect {
        LayoutRect(
            x: anchor.x + (minX - anchor.x) * factor, y: anchor.y + (minY - anchor.y) * factor,
            width: width * factor, height: height * factor)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: LayoutRect) -> LayoutRect {
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return LayoutRect(
            x: left, y: top,
            width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }

    /// Whether the two share an area larger than `tolerance` in both directions;
    /// touching edges do not count.
    public func overlaps(_ other: LayoutRect, tolerance: Double = LayoutRect.tolerance) -> Bool {
        min(maxX, other.maxX) - max(minX, other.minX) > tolerance
            && min(maxY, other.maxY) - max(minY, other.minY) > tolerance
    }

    /// Whether `other` lies inside this rectangle, edges included, within `tolerance`.
    public func contains(_ other: LayoutRect, tolerance: Double = LayoutRect.tolerance) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// Slack for comparisons, well below anything visible at 3x.
    public static let tolerance = 0.001
}
