extension GentleColorPair {
    /// Fully transparent in both schemes: the border of borderless surfaces.
    public static let transparent = GentleColorPair(lightHex: "#00000000", darkHex: "#00000000")
}

extension GentleSurfaceRoleSpec {
    /// The app background of every preset: solid `background`, square, borderless.
    static let standardAppBackground = squareBorderless(.solid(colorRole: .background))

    /// The scrim of every preset: solid `surfaceScrim`, square, borderless.
    static let standardOverlayScrim = squareBorderless(.solid(colorRole: .surfaceScrim))

    /// The chrome most presets share: untinted ultra-thin material, square, borderless.
    static let ultraThinChrome = squareBorderless(.material(material: .ultraThin, tintColorRole: nil, tintOpacity: 0))

    /// The sheet most presets share: regular material with a 10 % `surfaceTint`, square, borderless.
    static let tintedRegularSheet = squareBorderless(
        .material(material: .regular, tintColorRole: .surfaceTint, tintOpacity: 0.1))

    /// A surface with no corner radius, no border and no shadow: bars, sheets, scrims, backgrounds.
    static func squareBorderless(_ backgroundStyle: GentleSurfaceBackgroundStyle) -> GentleSurfaceRoleSpec {
        GentleSurfaceRoleSpec(backgroundStyle: backgroundStyle, border: .transparent, cornerRadius: 0, borderWidth: 0)
    }
}
