/// A length in points that can be drawn: finite and never negative. Radii, stroke widths, blur
/// radii and line gaps are resolved into it once, so no sheet or drawer re-checks them (the
/// resvg `PositiveF32` idea).
public struct Length: Sendable, Hashable, Comparable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    CustomStringConvertible
{
    /// The length in points, in 0 … `Double.greatestFiniteMagnitude`.
    public let points: Double

    /// `points` clamped into range: NaN and negatives (−0 included) become 0, +∞ the largest finite.
    public init(clamping points: Double) {
        self.points = points.isNaN ? 0 : min(max(points, 0), .greatestFiniteMagnitude)
    }

    /// `points` when it is already a drawable length, else nil.
    public init?(exactly points: Double) {
        guard points.isFinite, points >= 0 else { return nil }
        self.points = points + 0
    }

    /// A literal length, clamped.
    public init(integerLiteral value: Int) {
        self.init(clamping: Double(value))
    }

    /// A literal length, clamped.
    public init(floatLiteral value: Double) {
        self.init(clamping: value)
    }

    /// No length at all.
    public static let zero = Length(clamping: 0)

    /// Orders lengths by their points.
    public static func < (lhs: Length, rhs: Length) -> Bool { lhs.points < rhs.points }

    /// `12.0 pt`.
    public var description: String { "\(points) pt" }
}
