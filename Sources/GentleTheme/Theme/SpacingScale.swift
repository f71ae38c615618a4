import GentleTokens

/// A resolved six-step spacing scale: every step a drawable `Length`.
package struct SpacingScale: Sendable, Hashable {
    /// Extra small.
    package let xs: Length
    /// Small.
    package let s: Length
    /// Medium.
    package let m: Length
    /// Large.
    package let l: Length
    /// Extra large.
    package let xl: Length
    /// Extra extra large.
    package let xxl: Length

    /// Resolves a spec scale, clamping each step.
    package init(_ scale: GentleSpacingScaleTokens) {
        xs = Length(clamping: scale.xs)
        s = Length(clamping: scale.s)
        m = Length(clamping: scale.m)
        l = Length(clamping: scale.l)
        xl = Length(clamping: scale.xl)
        xxl = Length(clamping: scale.xxl)
    }
}
