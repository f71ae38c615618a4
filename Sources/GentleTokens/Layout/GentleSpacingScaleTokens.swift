/// A six-step spacing scale; `scale`, `gap`, `grid` and `touch` all have this shape.
public struct GentleSpacingScaleTokens: Codable, Sendable, Equatable {
    /// Extra small, 4 by default.
    public var xs: Double
    /// Small, 8 by default.
    public var s: Double
    /// Medium, 12 by default.
    public var m: Double
    /// Large, 16 by default.
    public var l: Double
    /// Extra large, 24 by default.
    public var xl: Double
    /// Extra extra large, 32 by default.
    public var xxl: Double

    /// Creates a scale; the defaults are the package's 4, 8, 12, 16, 24, 32.
    public init(xs: Double = 4, s: Double = 8, m: Double = 12, l: Double = 16, xl: Double = 24, xxl: Double = 32) {
        self.xs = xs
        self.s = s
        self.m = m
        self.l = l
        self.xl = xl
        self.xxl = xxl
    }

    /// The package's default scale.
    public static let gentleDefault = GentleSpacingScaleTokens()

    /// The points for one step of the scale.
    public func value(for token: GentleSpacingToken) -> Double {
        switch token {
        case .xs: xs
        case .s: s
        case .m: m
        case .l: l
        case .xl: xl
        case .xxl: xxl
        }
    }
}

/// The gap scale between siblings in stacks and lists.
public typealias GentleGapTokens = GentleSpacingScaleTokens
/// The spacing scale of grids.
public typealias GentleGridSpacingTokens = GentleSpacingScaleTokens
/// The touch spacing scale.
public typealias GentleTouchTokens = GentleSpacingScaleTokens

/// One step of a spacing scale, named in inset JSON.
public enum GentleSpacingToken: String, Codable, Sendable, CaseIterable {
    /// The six steps, smallest first.
    case xs, s, m, l, xl, xxl
}
