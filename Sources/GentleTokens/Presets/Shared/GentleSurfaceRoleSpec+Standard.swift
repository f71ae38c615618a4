extension GentleColorPair {
    /// Fully transparent in both schemes: the border of borderless surfaces.
    public static let transparent = GentleColorPair(lightHex: "#00000000", darkHex: "#00000000")
}

extension GentleSurfaceRoleSpec {
    /// The app background of every preset: solid `background`, square, borderless.
    static let standardAppBackground = GentleSurfaceRoleSpec(
        backgroundStyle: .solid(colorRole: .background), border: .transparent, cornerRadius: 0, borderWidth: 0)

    /// The scrim of every preset: solid `surfaceScrim`, square, borderless.
    static let standardOverlayScrim = GentleSurfaceRoleSpec(
        backgroundStyle: .solid(colorRole: .surfaceScrim), border: .transparent, cornerRadius: 0, borderWidth: 0)
}
