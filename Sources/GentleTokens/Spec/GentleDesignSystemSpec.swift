/// A whole GentleDesignSystem theme: the JSON document the package reads, writes and shares.
public struct GentleDesignSystemSpec: Codable, Sendable, Equatable {
    /// The `_specVersion` string, kept as read.
    public var specVersion: String
    /// Light/dark colour pairs by colour role.
    public var colors: GentleColorTokens
    /// The typography ramp by text role.
    public var typography: GentleTypographyTokens
    /// Spacing scales and semantic insets.
    public var layout: GentleLayoutTokens
    /// Corner radii and the (unused by surfaces) shadow scale.
    public var visual: GentleVisualTokens
    /// Button roles and their press animations.
    public var buttons: GentleButtonTokens
    /// Surface roles: background style, border, radius and shadow.
    public var surfaces: GentleSurfaceTokens

    enum CodingKeys: String, CodingKey {
        case specVersion = "_specVersion"
        case colors, typography, layout, visual, buttons, surfaces
    }

    /// Creates a spec; the version defaults to the one this package writes.
    public init(
        specVersion: String = GentleDesignSystemSpecVersion.current,
        colors: GentleColorTokens,
        typography: GentleTypographyTokens,
        layout: GentleLayoutTokens,
        visual: GentleVisualTokens,
        buttons: GentleButtonTokens,
        surfaces: GentleSurfaceTokens
    ) {
        self.specVersion = specVersion
        self.colors = colors
        self.typography = typography
        self.layout = layout
        self.visual = visual
        self.buttons = buttons
        self.surfaces = surfaces
    }
}
