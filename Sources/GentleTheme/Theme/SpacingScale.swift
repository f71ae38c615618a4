import GentleTokens

/// A resolved six-step spacing scale: every step a drawable `Length`.
public struct SpacingScale: Sendable, Hashable {
    /// Extra small.
    public let xs: Length
    /// Small.
    public let s: Length
    /// Medium.
    public let m: Length
    /// Large.
    public let l: Length
    /// Extra large.
    public let xl: Length
    /// Extra extra large.
    public let xxl: Length

    /// Resolves a spec scale, clamping each step.
    public init(_ scale: GentleSpacingScaleTokens) {
        xs = Length(clamping: scale.xs)
        s = Length(clamping: scale.s)
        m = Length(clamping: scale.m)
        l = Length(clamping: scale.l)
        xl = Length(clamping: scale.xl)
        xxl = Length(clamping: scale.xxl)
    }
}
