import GentleTokens

/// A glass role with Reduce Transparency on.
package enum ReducedTransparency: Sendable, Equatable {
    /// iOS 26: Liquid Glass turned frosted, so what is behind no longer shows.
    case frostedGlass
    /// iOS 18 to 25: the fallback material, turned opaque.
    case opaqueMaterial(GentleAppleMaterial)
    /// iOS 18 to 25: the fallback colour, which Reduce Transparency leaves as it is.
    case unchanged
}
