extension GentleDesignSystemSpec {
    /// Bold Orange: vibrant, energetic with strong presence.
    package static let bold = GentleDesignSystemSpec(
        colors: GentlePresetPalette.bold.colorTokens,
        typography: GentleTypographyTokens.gentleDefault.overriding(GentleTypographyTokens.boldOverrides),
        layout: .gentleDefault,
        visual: .gentleDefault,
        buttons: .gentleDefault,
        surfaces: .bold)
}

extension GentlePresetPalette {
    static let bold = GentlePresetPalette(
        textPrimary: GentleColorPair(lightHex: "#3D1E0A", darkHex: "#FFF0E6"),
        textSecondary: GentleColorPair(lightHex: "#664433", darkHex: "#E0C4B0"),
        textTertiary: GentleColorPair(lightHex: "#8B6B55", darkHex: "#C4A088"),
        textOnPrimaryCTA: GentleColorPair(lightHex: "#FFFFFF", darkHex: "#1A0D06"),
        background: GentleColorPair(lightHex: "#FFF8F3", darkHex: "#1A0D06"),
        surfaceBase: GentleColorPair(lightHex: "#FFEFE5", darkHex: "#2D1A0F"),
        surfaceCardSecondary: GentleColorPair(lightHex: "#FEEADC", darkHex: "#422A1A"),
        surfaceTint: GentleColorPair(lightHex: "#3D1E0ACC", darkHex: "#140A05CC"),
        borderSubtle: GentleColorPair(lightHex: "#F0D4C0", darkHex: "#4D3020"),
        destructive: GentleColorPair(lightHex: "#CC3300", darkHex: "#FF6644"),
        primaryCTA: GentleColorPair(lightHex: "#E85D04", darkHex: "#FF8C42"),
        themeSecondary: GentleColorPair(lightHex: "#F5A060", darkHex: "#FFB87A"))
}

extension GentleTypographyTokens {
    static let boldOverrides: [GentleTextRole: GentleTypographyRoleSpec] = [
        .largeTitle_xxl: GentleTypographyRoleSpec(
            pointSize: 38, weight: .black, design: .default, relativeTo: .largeTitle, lineSpacing: 4,
            letterSpacing: -1, colorRole: .textPrimary),
        .title_xl: GentleTypographyRoleSpec(
            pointSize: 30, weight: .heavy, design: .default, relativeTo: .title, lineSpacing: 3,
            letterSpacing: -0.5, colorRole: .textPrimary),
        .title2_l: GentleTypographyRoleSpec(
            pointSize: 24, weight: .bold, design: .default, relativeTo: .title2, lineSpacing: 2,
            colorRole: .textPrimary),
        .title3_ml: GentleTypographyRoleSpec(
            pointSize: 20, weight: .bold, design: .default, relativeTo: .title3, lineSpacing: 2,
            colorRole: .textPrimary),
        .headline_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .bold, design: .default, relativeTo: .headline, colorRole: .textPrimary),
        .body_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .medium, design: .default, relativeTo: .body, lineSpacing: 2,
            colorRole: .textPrimary),
        .bodySecondary_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .medium, design: .default, relativeTo: .body, lineSpacing: 2,
            colorRole: .textSecondary),
        .primaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .heavy, design: .default, relativeTo: .headline, colorRole: .textPrimary),
        .secondaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .bold, design: .default, relativeTo: .headline, colorRole: .textPrimary),
        .tertiaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .bold, design: .default, relativeTo: .headline, colorRole: .textPrimary),
        .quaternaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .medium, design: .default, relativeTo: .body, colorRole: .textPrimary),
    ]
}

extension GentleSurfaceTokens {
    /// The Bold Orange surfaces.
    static let bold = GentleSurfaceTokens(specs: [
        .appBackground: .standardAppBackground,
        .card: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#F0D4C0", darkHex: "#4D3020"),
            cornerRadius: 16,
            borderWidth: 2),
        .cardElevated: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#F0D4C080", darkHex: "#4D302080"),
            cornerRadius: 16,
            borderWidth: 2,
            shadowRadius: 16,
            shadowOpacity: 0.2,
            shadowOffsetY: 8),
        .cardSecondary: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceCardSecondary),
            border: GentleColorPair(lightHex: "#F0D4C0", darkHex: "#4D3020"),
            cornerRadius: 14,
            borderWidth: 2),
        .chrome: .squareBorderless(.material(material: .thin, tintColorRole: .surfaceBase, tintOpacity: 0.1)),
        .overlaySheet: .squareBorderless(.material(material: .thick, tintColorRole: .surfaceTint, tintOpacity: 0.15)),
        .overlayPopover: GentleSurfaceRoleSpec(
            backgroundStyle: .material(material: .thick, tintColorRole: .surfaceBase, tintOpacity: 0.2),
            border: GentleColorPair(lightHex: "#F0D4C060", darkHex: "#4D302060"),
            cornerRadius: 14,
            borderWidth: 1.5,
            shadowRadius: 20,
            shadowOpacity: 0.25,
            shadowOffsetY: 10),
        .overlayScrim: .standardOverlayScrim,
        .floatingPanel: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .thick, fallbackColorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#FFFFFF40", darkHex: "#FFFFFF20"),
            cornerRadius: 20,
            borderWidth: 1,
            shadowRadius: 32,
            shadowOpacity: 0.3,
            shadowOffsetY: 16),
        .floatingWidget: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .thick, fallbackColorRole: .surfaceBase),
            border: .transparent,
            cornerRadius: 20,
            borderWidth: 0,
            shadowRadius: 12,
            shadowOpacity: 0.18,
            shadowOffsetY: 6),
    ])
}
