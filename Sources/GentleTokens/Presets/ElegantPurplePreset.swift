extension GentleDesignSystemSpec {
    /// Elegant Purple: sophisticated, luxurious with rich tones.
    package static let elegant = GentleDesignSystemSpec(
        colors: GentlePresetPalette.elegant.colorTokens,
        typography: GentleTypographyTokens.gentleDefault.overriding(GentleTypographyTokens.elegantOverrides),
        layout: .gentleDefault,
        visual: .gentleDefault,
        buttons: .gentleDefault,
        surfaces: .elegant)
}

extension GentlePresetPalette {
    static let elegant = GentlePresetPalette(
        textPrimary: GentleColorPair(lightHex: "#2D1B4E", darkHex: "#F0E6FF"),
        textSecondary: GentleColorPair(lightHex: "#4D3A6B", darkHex: "#D0C0E8"),
        textTertiary: GentleColorPair(lightHex: "#6E5A8A", darkHex: "#B0A0C8"),
        textOnPrimaryCTA: GentleColorPair(lightHex: "#FFFFFF", darkHex: "#120D1F"),
        background: GentleColorPair(lightHex: "#F8F5FF", darkHex: "#120D1F"),
        surfaceBase: GentleColorPair(lightHex: "#F0E8FF", darkHex: "#1E1630"),
        surfaceCardSecondary: GentleColorPair(lightHex: "#ECE1FF", darkHex: "#2F2445"),
        surfaceTint: GentleColorPair(lightHex: "#2D1B4ECC", darkHex: "#0D0818CC"),
        borderSubtle: GentleColorPair(lightHex: "#E0D0F0", darkHex: "#3D2D60"),
        destructive: GentleColorPair(lightHex: "#D946EF", darkHex: "#F472B6"),
        primaryCTA: GentleColorPair(lightHex: "#7C4DFF", darkHex: "#A580FF"),
        themeSecondary: GentleColorPair(lightHex: "#B388FF", darkHex: "#C9A0FF"))
}

extension GentleTypographyTokens {
    static let elegantOverrides: [GentleTextRole: GentleTypographyRoleSpec] = [
        .largeTitle_xxl: GentleTypographyRoleSpec(
            pointSize: 36, weight: .light, design: .default, width: .expanded, relativeTo: .largeTitle,
            lineSpacing: 8, letterSpacing: 1.5, colorRole: .textPrimary),
        .title_xl: GentleTypographyRoleSpec(
            pointSize: 28, weight: .light, design: .default, width: .expanded, relativeTo: .title,
            lineSpacing: 6, letterSpacing: 1, colorRole: .textPrimary),
        .title2_l: GentleTypographyRoleSpec(
            pointSize: 22, weight: .regular, design: .default, width: .expanded, relativeTo: .title2,
            lineSpacing: 4, letterSpacing: 0.5, colorRole: .textPrimary),
        .title3_ml: GentleTypographyRoleSpec(
            pointSize: 20, weight: .regular, design: .default, relativeTo: .title3, lineSpacing: 4,
            letterSpacing: 0.3, colorRole: .textPrimary),
        .headline_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .regular, design: .default, relativeTo: .headline, letterSpacing: 0.5,
            colorRole: .textPrimary),
        .body_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .light, design: .default, relativeTo: .body, lineSpacing: 4,
            letterSpacing: 0.2, colorRole: .textPrimary),
        .bodySecondary_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .light, design: .default, relativeTo: .body, lineSpacing: 4,
            letterSpacing: 0.2, colorRole: .textSecondary),
        .primaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .regular, design: .default, relativeTo: .headline, letterSpacing: 0.5,
            colorRole: .textPrimary),
        .secondaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .regular, design: .default, relativeTo: .headline, letterSpacing: 0.5,
            colorRole: .textPrimary),
        .tertiaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .regular, design: .default, relativeTo: .headline, letterSpacing: 0.3,
            colorRole: .textPrimary),
        .quaternaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .light, design: .default, relativeTo: .body, letterSpacing: 0.2,
            colorRole: .textPrimary),
    ]
}

extension GentleSurfaceTokens {
    /// The Elegant Purple surfaces.
    static let elegant = GentleSurfaceTokens(specs: [
        .appBackground: .standardAppBackground,
        .card: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#E0D0F0", darkHex: "#3D2D60"),
            cornerRadius: 20,
            borderWidth: 0.5),
        .cardElevated: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#E0D0F040", darkHex: "#3D2D6040"),
            cornerRadius: 20,
            borderWidth: 0.5,
            shadowRadius: 20,
            shadowOpacity: 0.06,
            shadowOffsetY: 10),
        .cardSecondary: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceCardSecondary),
            border: GentleColorPair(lightHex: "#E0D0F0", darkHex: "#3D2D60"),
            cornerRadius: 16,
            borderWidth: 0.5),
        .chrome: .ultraThinChrome,
        .overlaySheet: .squareBorderless(.material(material: .thin, tintColorRole: .surfaceTint, tintOpacity: 0.05)),
        .overlayPopover: GentleSurfaceRoleSpec(
            backgroundStyle: .material(material: .thin, tintColorRole: .surfaceBase, tintOpacity: 0.08),
            border: GentleColorPair(lightHex: "#E0D0F020", darkHex: "#3D2D6020"),
            cornerRadius: 16,
            borderWidth: 0.5,
            shadowRadius: 24,
            shadowOpacity: 0.08,
            shadowOffsetY: 12),
        .overlayScrim: .standardOverlayScrim,
        .floatingPanel: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .thin, fallbackColorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#FFFFFF15", darkHex: "#FFFFFF08"),
            cornerRadius: 24,
            borderWidth: 0.5,
            shadowRadius: 32,
            shadowOpacity: 0.1,
            shadowOffsetY: 16),
        .floatingWidget: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .thin, fallbackColorRole: .surfaceBase),
            border: .transparent,
            cornerRadius: 24,
            borderWidth: 0,
            shadowRadius: 12,
            shadowOpacity: 0.06,
            shadowOffsetY: 6),
    ])
}
