import GentleTokens

/// An opacity that can be drawn: in 0 … 1, never NaN (the resvg `NormalizedF32` idea). A theme's
/// opacity above 1 is drawn fully opaque, as SwiftUI clamps it, and `validate` warns.
package struct Opacity: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The opacity, in 0 … 1.
    package let value: Double

    /// `value` clamped into 0 … 1; NaN becomes 0.
    package init(clamping value: Double) {
        self.value = value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// Fully transparent.
    package static let transparent = Opacity(clamping: 0)
    /// Fully opaque.
    package static let opaque = Opacity(clamping: 1)

    /// Orders opacities by value.
    package static func < (lhs: Opacity, rhs: Opacity) -> Bool { lhs.value < rhs.value }

    /// The value as a number.
    package var description: String { "\(value)" }
}

/// A button's pressed scale that can be drawn: within `GentleValueLimit.pressedScale`, which
/// `validate` enforces, so clamping here only ever meets values `validate` already refused
/// (a spec built in memory). Never zero or negative: the press transform stays invertible.
package struct PressScale: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The scale factor, in `GentleValueLimit.pressedScale.range` (0.01 … 10).
    package let value: Double

    /// `value` clamped into the accepted range; NaN becomes 1 (no press).
    package init(clamping value: Double) {
        let range = GentleValueLimit.pressedScale.range
        self.value = value.isNaN ? 1 : min(max(value, range.lowerBound), range.upperBound)
    }

    /// Orders scales by value.
    package static func < (lhs: PressScale, rhs: PressScale) -> Bool { lhs.value < rhs.value }

    /// `×0.97`.
    package var description: String { "×\(value)" }
}
