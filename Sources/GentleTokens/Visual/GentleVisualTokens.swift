/// Corner radii and the shadow scale.
public struct GentleVisualTokens: Codable, Sendable, Equatable {
    /// Corner radii.
    public var radii: GentleRadiusTokens
    /// Shadow sizes; surfaces in 0.7.0 carry their own shadow numbers instead.
    public var shadows: GentleShadowTokens

    /// Creates visual tokens; the defaults are the package's.
    public init(radii: GentleRadiusTokens = GentleRadiusTokens(), shadows: GentleShadowTokens = GentleShadowTokens()) {
        self.radii = radii
        self.shadows = shadows
    }
}

/// Corner radii; buttons use `pill` and `medium`.
public struct GentleRadiusTokens: Codable, Sendable, Equatable {
    /// Small radius, 8 by default.
    public var small: Double
    /// Medium radius (rounded buttons, text fields), 12 by default.
    public var medium: Double
    /// Large radius, 20 by default.
    public var large: Double
    /// Pill radius (capsules once clamped), 999 by default.
    public var pill: Double

    /// Creates radii; the defaults are the package's.
    public init(small: Double = 8, medium: Double = 12, large: Double = 20, pill: Double = 999) {
        self.small = small
        self.medium = medium
        self.large = large
        self.pill = pill
    }
}

/// The shadow scale; not consumed by 0.7.0 surface rendering.
public struct GentleShadowTokens: Codable, Sendable, Equatable {
    /// No shadow, 0 by default.
    public var none: Double
    /// Small shadow, 2 by default.
    public var small: Double
    /// Medium shadow, 6 by default.
    public var medium: Double

    /// Creates the scale; the defaults are the package's.
    public init(none: Double = 0, small: Double = 2, medium: Double = 6) {
        self.none = none
        self.small = small
        self.medium = medium
    }
}

extension GentleVisualTokens {
    /// The radii and shadows every preset uses: 8/12/20/999 and 0/2/6.
    public static let gentleDefault = GentleVisualTokens()
}
