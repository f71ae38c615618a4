import GentleRaster

extension Rect {
    /// Slack for layout comparisons, well below anything visible at 3x.
    package static let layoutTolerance = 0.001

    /// Whether the two share an area larger than `tolerance` in both directions;
    /// touching edges do not count.
    package func overlaps(_ other: Rect, tolerance: Double = Rect.layoutTolerance) -> Bool {
        min(maxX, other.maxX) - max(minX, other.minX) > tolerance
            && min(maxY, other.maxY) - max(minY, other.minY) > tolerance
    }

    /// Whether `other` lies inside this rectangle, edges included, within `tolerance`.
    package func contains(_ other: Rect, tolerance: Double = Rect.layoutTolerance) -> Bool {
        other.minX >= minX - tolerance && other.minY >= minY - tolerance
            && other.maxX <= maxX + tolerance && other.maxY <= maxY + tolerance
    }

    /// The same rectangle with a negative width or height made zero, origin kept: a frame
    /// squeezed past empty by its margins draws and measures as nothing, never inside out.
    package var nonNegative: Rect {
        Rect(x: minX, y: minY, width: max(0, width), height: max(0, height))
    }

    /// The area of this rectangle outside `hole`, as up to four rectangles that do not overlap:
    /// the full-width bands above and below the hole, then the parts left and right of it. Empty
    /// parts are left out, so a hole covering the rectangle leaves nothing.
    package func subtracting(_ hole: Rect) -> [Rect] {
        let top = min(max(hole.minY, minY), maxY)
        let bottom = max(min(hole.maxY, maxY), top)
        let left = min(max(hole.minX, minX), maxX)
        let right = max(min(hole.maxX, maxX), left)
        return [
            Rect(x: minX, y: minY, width: width, height: top - minY),
            Rect(x: minX, y: bottom, width: width, height: maxY - bottom),
            Rect(x: minX, y: top, width: left - minX, height: bottom - top),
            Rect(x: right, y: top, width: maxX - right, height: bottom - top),
        ].filter { $0.width > 0 && $0.height > 0 }
    }
}
