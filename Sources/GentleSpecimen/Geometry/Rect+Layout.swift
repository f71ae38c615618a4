import GentleRaster

extension Rect {
    /// Slack for layout comparisons, well below anything visible at 3x.
    public static let layoutTolerance = 0.001

    /// Whether the two share an area larger than `tolerance` in both directions;
    /// touching edges do not count.
    public func overlaps(_ other: Rect, tolerance: Double = Rect.layoutTolerance) -> Bool {
        min(maxX, other.maxX) - max(minX, other.minX) > tolerance
            && min(maxY, other.maxY) - max(minY, other.minY) > tolerance
    }

    /// Whether `other` lies inside this rectangle, edges included, within `tolerance`.
    public func contains(_ other: Rect, tolerance: Double = Rect.layoutTolerance) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// The same rectangle with a negative width or height made zero, origin kept: a frame
    /// squeezed past empty by its margins draws and measures as nothing, never inside out.
    public var nonNegative: Rect {
        Rect(x: minX, y: minY, width: max(0, width), height: max(0, height))
    }
}
