import GentleTokens

/// An opacity that can be drawn: in 0 … 1, never NaN (the resvg `NormalizedF32` idea). A theme's
/// opacity above 1 is drawn fully opaque, as SwiftUI clamps it, and `validate` warns.
public struct Opacity: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The opacity, in 0 … 1.
    public let value: Double

    /// `value` clamped into 0 … 1; NaN becomes 0.
    public init(clamping value: Double) {
        self.value = value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// Fully transparent.
    public static let transparent = Opacity(clamping: 0)
    /// Fully opaque.
    public static let opaque = Opacity(clamping: 1)

    /// Orders opacities by value.
    public static func < (lhs: Opacity, rhs: Opacity) -> Bool { lhs.value < rhs.value }

    /// The value as a number.
    public var description: String { "\(value)" }
}

/// A button's pressed scale that can be drawn: within `GentleValueLimit.pressedScale`, which
/// `validate` enforces, so clamping here only ever meets values `validate` already refused
/// (a spec built in memory). Never zero or negative: the press transform stays invertible.
public struct PressScale: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The scale factor, in `GentleValueLimit.pressedScale.range` (0.01 … 10).
    public let value: Double

    /// `value` clamped into the accepted range; NaN becomes 1 (no press).
    public init(clamping value: Double) {
        let range = GentleValueLimit.pressedScale.range
        self.value = value.isNaN ? 1 : min(max(value, range.lowerBound), range.upperBound)
    }

    /// Orders scales by value.
    public static func < (lhs: PressScale, rhs: PressScale) -> Bool { lhs.value < rhs.value }

    /// `×0.97`.
    public var description: String { "×\(value)" }
}
