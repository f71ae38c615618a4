extension GentleDesignSystemSpec {
    /// Classic Tan: warm, timeless feel with earthy tones.
    package static let classic = GentleDesignSystemSpec(
        colors: GentlePresetPalette.classic.colorTokens,
        typography: GentleTypographyTokens.gentleDefault.overriding(GentleTypographyTokens.classicOverrides),
        layout: .gentleDefault,
        visual: .gentleDefault,
        buttons: .gentleDefault,
        surfaces: .classic)
}

extension GentlePresetPalette {
    static let classic = GentlePresetPalette(
        textPrimary: GentleColorPair(lightHex: "#2C2416", darkHex: "#F5F0E6"),
        textSecondary: GentleColorPair(lightHex: "#5A4D3A", darkHex: "#D4C8B4"),
        textTertiary: GentleColorPair(lightHex: "#7A6E5A", darkHex: "#B0A48E"),
        textOnPrimaryCTA: GentleColorPair(lightHex: "#FFFFFF", darkHex: "#1A1610"),
        background: GentleColorPair(lightHex: "#FAF8F3", darkHex: "#1A1610"),
        surfaceBase: GentleColorPair(lightHex: "#F5F0E6", darkHex: "#2C2416"),
        surfaceCardSecondary: GentleColorPair(lightHex: "#F1E9D7", darkHex: "#3D3117"),
        surfaceTint: GentleColorPair(lightHex: "#2C2416CC", darkHex: "#0D0B08CC"),
        borderSubtle: GentleColorPair(lightHex: "#E0D8C8", darkHex: "#4A4030"),
        destructive: GentleColorPair(lightHex: "#A0522D", darkHex: "#E07850"),
        primaryCTA: GentleColorPair(lightHex: "#8B4513", darkHex: "#CD853F"),
        themeSecondary: GentleColorPair(lightHex: "#B8860B", darkHex: "#DAA520"))
}

extension GentleTypographyTokens {
    static let classicOverrides: [GentleTextRole: GentleTypographyRoleSpec] = [
        .largeTitle_xxl: GentleTypographyRoleSpec(
            pointSize: 36, weight: .bold, design: .serif, relativeTo: .largeTitle, lineSpacing: 4,
            colorRole: .textPrimary),
        .title_xl: GentleTypographyRoleSpec(
            pointSize: 28, weight: .semibold, design: .serif, relativeTo: .title, lineSpacing: 3,
            colorRole: .textPrimary),
        .title2_l: GentleTypographyRoleSpec(
            pointSize: 22, weight: .semibold, design: .serif, relativeTo: .title2, lineSpacing: 2,
            colorRole: .textPrimary),
        .title3_ml: GentleTypographyRoleSpec(
            pointSize: 20, weight: .medium, design: .serif, relativeTo: .title3, lineSpacing: 2,
            colorRole: .textPrimary),
        .headline_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .semibold, design: .serif, relativeTo: .headline, colorRole: .textPrimary),
        .body_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .regular, design: .default, relativeTo: .body, lineSpacing: 3,
            colorRole: .textPrimary),
    ]
}

extension GentleSurfaceTokens {
    /// The Classic Tan surfaces.
    static let classic = GentleSurfaceTokens(specs: [
        .appBackground: .standardAppBackground,
        .card: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#D4C8B4", darkHex: "#4A4030"),
            cornerRadius: 16,
            borderWidth: 1),
        .cardElevated: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#D4C8B450", darkHex: "#4A403050"),
            cornerRadius: 16,
            borderWidth: 0.5,
            shadowRadius: 12,
            shadowOpacity: 0.12,
            shadowOffsetY: 6),
        .cardSecondary: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceCardSecondary),
            border: GentleColorPair(lightHex: "#D4C8B4", darkHex: "#4A4030"),
            cornerRadius: 14,
            borderWidth: 1),
        .chrome: .squareBorderless(.material(material: .thin, tintColorRole: .surfaceBase, tintOpacity: 0.05)),
        .overlaySheet: .squareBorderless(.material(material: .regular, tintColorRole: .surfaceBase, tintOpacity: 0.15)),
        .overlayPopover: GentleSurfaceRoleSpec(
            backgroundStyle: .material(material: .thick, tintColorRole: .surfaceBase, tintOpacity: 0.2),
            border: GentleColorPair(lightHex: "#D4C8B440", darkHex: "#4A403040"),
            cornerRadius: 12,
            borderWidth: 0.5,
            shadowRadius: 16,
            shadowOpacity: 0.15,
            shadowOffsetY: 8),
        .overlayScrim: .standardOverlayScrim,
        .floatingPanel: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .thick, fallbackColorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#FFFFFF30", darkHex: "#FFFFFF15"),
            cornerRadius: 16,
            borderWidth: 0.5,
            shadowRadius: 20,
            shadowOpacity: 0.18,
            shadowOffsetY: 10),
        .floatingWidget: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .thick, fallbackColorRole: .surfaceBase),
            border: .transparent,
            cornerRadius: 20,
            borderWidth: 0,
            shadowRadius: 10,
            shadowOpacity: 0.1,
            shadowOffsetY: 4),
    ])
}
