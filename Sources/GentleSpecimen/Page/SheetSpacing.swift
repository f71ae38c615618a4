import GentleTheme

/// The theme's six-step spacing scale (`layout.scale`), which every sheet measure derives from.
package struct SheetSpacing: Sendable, Hashable {
    /// Extra small, 4 by default.
    package var xs: Double
    /// Small, 8 by default.
    package var s: Double
    /// Medium, 12 by default.
    package var m: Double
    /// Large, 16 by default.
    package var l: Double
    /// Extra large, 24 by default.
    package var xl: Double
    /// Extra extra large, 32 by default.
    package var xxl: Double

    /// Creates a scale; each step is kept within 0...64 points so that an absurd theme value
    /// cannot push the content column below zero width on the fixed-width page.
    package init(xs: Double, s: Double, m: Double, l: Double, xl: Double, xxl: Double) {
        self.xs = Self.bounded(xs)
        self.s = Self.bounded(s)
        self.m = Self.bounded(m)
        self.l = Self.bounded(l)
        self.xl = Self.bounded(xl)
        self.xxl = Self.bounded(xxl)
    }

    /// The theme's resolved `layout.scale`.
    package init(_ scale: SpacingScale) {
        self.init(
            xs: scale.xs.points, s: scale.s.points, m: scale.m.points, l: scale.l.points, xl: scale.xl.points,
            xxl: scale.xxl.points)
    }

    /// The package's default scale, shared by all nine presets.
    package static let standard = SheetSpacing(xs: 4, s: 8, m: 12, l: 16, xl: 24, xxl: 32)

    /// The largest step a sheet accepts.
    package static let maximumStep = 64.0

    private static func bounded(_ value: Double) -> Double {
        value.isFinite ? min(maximumStep, max(0, value)) : 0
    }
}
