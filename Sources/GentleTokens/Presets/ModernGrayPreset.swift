extension GentleDesignSystemSpec {
    /// Modern Gray: sleek, minimal with neutral foundations.
    package static let modern = GentleDesignSystemSpec(
        colors: GentlePresetPalette.modern.colorTokens,
        typography: GentleTypographyTokens.gentleDefault.overriding(GentleTypographyTokens.modernOverrides),
        layout: .gentleDefault,
        visual: .gentleDefault,
        buttons: .gentleDefault,
        surfaces: .modern)
}

extension GentlePresetPalette {
    static let modern = GentlePresetPalette(
        textPrimary: GentleColorPair(lightHex: "#1A1A2E", darkHex: "#EAEAF4"),
        textSecondary: GentleColorPair(lightHex: "#4A4A5E", darkHex: "#B0B0C4"),
        textTertiary: GentleColorPair(lightHex: "#6A6A7E", darkHex: "#8A8A9E"),
        textOnPrimaryCTA: GentleColorPair(lightHex: "#FFFFFF", darkHex: "#0D0D14"),
        background: GentleColorPair(lightHex: "#FAFAFC", darkHex: "#0D0D14"),
        surfaceBase: GentleColorPair(lightHex: "#F0F0F4", darkHex: "#1A1A28"),
        surfaceCardSecondary: GentleColorPair(lightHex: "#E9EBF5", darkHex: "#24263E"),
        surfaceTint: GentleColorPair(lightHex: "#1A1A2ECC", darkHex: "#08080CCC"),
        borderSubtle: GentleColorPair(lightHex: "#E0E0E8", darkHex: "#3A3A4E"),
        destructive: GentleColorPair(lightHex: "#E03131", darkHex: "#FF6B6B"),
        primaryCTA: GentleColorPair(lightHex: "#3B5BDB", darkHex: "#5C7CFA"),
        themeSecondary: GentleColorPair(lightHex: "#748FFC", darkHex: "#91A7FF"))
}

extension GentleTypographyTokens {
    static let modernOverrides: [GentleTextRole: GentleTypographyRoleSpec] = [
        .largeTitle_xxl: GentleTypographyRoleSpec(
            pointSize: 32, weight: .semibold, design: .default, relativeTo: .largeTitle, lineSpacing: 4,
            letterSpacing: -0.5, colorRole: .textPrimary),
        .title_xl: GentleTypographyRoleSpec(
            pointSize: 26, weight: .semibold, design: .default, relativeTo: .title, lineSpacing: 3,
            letterSpacing: -0.3, colorRole: .textPrimary),
        .title2_l: GentleTypographyRoleSpec(
            pointSize: 21, weight: .medium, design: .default, relativeTo: .title2, lineSpacing: 2,
            colorRole: .textPrimary),
        .title3_ml: GentleTypographyRoleSpec(
            pointSize: 19, weight: .medium, design: .default, relativeTo: .title3, lineSpacing: 2,
            colorRole: .textPrimary),
        .headline_m: GentleTypographyRoleSpec(
            pointSize: 16, weight: .medium, design: .default, relativeTo: .headline, colorRole: .textPrimary),
        .body_m: GentleTypographyRoleSpec(
            pointSize: 16, weight: .regular, design: .default, relativeTo: .body, lineSpacing: 3,
            colorRole: .textPrimary),
        .primaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 16, weight: .medium, design: .default, relativeTo: .headline, colorRole: .textPrimary),
        .secondaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 16, weight: .medium, design: .default, relativeTo: .headline, colorRole: .textPrimary),
        .tertiaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 16, weight: .medium, design: .default, relativeTo: .headline, colorRole: .textPrimary),
        .quaternaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 16, weight: .regular, design: .default, relativeTo: .body, colorRole: .textPrimary),
    ]
}

extension GentleSurfaceTokens {
    /// The Modern Gray surfaces.
    static let modern = GentleSurfaceTokens(specs: [
        .appBackground: .standardAppBackground,
        .card: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#E0E0E8", darkHex: "#3A3A4E"),
            cornerRadius: 12,
            borderWidth: 1),
        .cardElevated: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#E0E0E840", darkHex: "#3A3A4E40"),
            cornerRadius: 12,
            borderWidth: 0.5,
            shadowRadius: 6,
            shadowOpacity: 0.06,
            shadowOffsetY: 4),
        .cardSecondary: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceCardSecondary),
            border: GentleColorPair(lightHex: "#E0E0E8", darkHex: "#3A3A4E"),
            cornerRadius: 10,
            borderWidth: 1),
        .chrome: .ultraThinChrome,
        .overlaySheet: .squareBorderless(.material(material: .regular, tintColorRole: .surfaceTint, tintOpacity: 0.08)),
        .overlayPopover: GentleSurfaceRoleSpec(
            backgroundStyle: .material(material: .regular, tintColorRole: .surfaceBase, tintOpacity: 0.12),
            border: GentleColorPair(lightHex: "#E0E0E825", darkHex: "#3A3A4E25"),
            cornerRadius: 10,
            borderWidth: 0.5,
            shadowRadius: 12,
            shadowOpacity: 0.1,
            shadowOffsetY: 6),
        .overlayScrim: .standardOverlayScrim,
        .floatingPanel: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .regular, fallbackColorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#FFFFFF18", darkHex: "#FFFFFF0C"),
            cornerRadius: 12,
            borderWidth: 0.5,
            shadowRadius: 16,
            shadowOpacity: 0.12,
            shadowOffsetY: 8),
        .floatingWidget: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .regular, fallbackColorRole: .surfaceBase),
            border: .transparent,
            cornerRadius: 16,
            borderWidth: 0,
            shadowRadius: 6,
            shadowOpacity: 0.08,
            shadowOffsetY: 3),
    ])
}
