/// A length in points that can be drawn: finite and never negative. Radii, stroke widths, blur
/// radii and line gaps are resolved into it once, so no sheet or drawer re-checks them (the
/// resvg `PositiveF32` idea).
package struct Length: Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    CustomStringConvertible
{
    /// The length in points, in 0 … `Double.greatestFiniteMagnitude`.
    package let points: Double

    /// `points` clamped into range: NaN and negatives (−0 included) become 0, +∞ the largest finite.
    package init(clamping points: Double) {
        self.points = points.isNaN ? 0 : min(max(points, 0), .greatestFiniteMagnitude)
    }

    /// `points` when it is already a drawable length, else nil.
    package init?(exactly points: Double) {
        guard points.isFinite, points >= 0 else { return nil }
        self.points = points + 0
    }

    /// A literal length, clamped.
    package init(integerLiteral value: Int) {
        self.init(clamping: Double(value))
    }

    /// A literal length, clamped.
    package init(floatLiteral value: Double) {
        self.init(clamping: value)
    }

    /// No length at all.
    package static let zero = Length(clamping: 0)

    /// Orders lengths by their points.
    package static func < (lhs: Length, rhs: Length) -> Bool { lhs.points < rhs.points }

    /// `12.0 pt`.
    package var description: String { "\(points) pt" }
}
