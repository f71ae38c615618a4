extension GentleDesignSystemSpec {
    /// Technical Blue: precise, trustworthy with blue highlights.
    package static let technical = GentleDesignSystemSpec(
        colors: GentlePresetPalette.technical.colorTokens,
        typography: GentleTypographyTokens.gentleDefault.overriding(GentleTypographyTokens.technicalOverrides),
        layout: .gentleDefault,
        visual: .gentleDefault,
        buttons: .gentleDefault,
        surfaces: .technical)
}

extension GentlePresetPalette {
    static let technical = GentlePresetPalette(
        textPrimary: GentleColorPair(lightHex: "#0A2540", darkHex: "#E6F0FA"),
        textSecondary: GentleColorPair(lightHex: "#334E68", darkHex: "#A3C4E0"),
        textTertiary: GentleColorPair(lightHex: "#5A7A94", darkHex: "#7BA3C4"),
        textOnPrimaryCTA: GentleColorPair(lightHex: "#FFFFFF", darkHex: "#061623"),
        background: GentleColorPair(lightHex: "#F0F7FC", darkHex: "#061623"),
        surfaceBase: GentleColorPair(lightHex: "#E1EFF9", darkHex: "#0C2236"),
        surfaceCardSecondary: GentleColorPair(lightHex: "#D7E9F7", darkHex: "#18324A"),
        surfaceTint: GentleColorPair(lightHex: "#0A2540CC", darkHex: "#041020CC"),
        borderSubtle: GentleColorPair(lightHex: "#C4DCF0", darkHex: "#1E4060"),
        destructive: GentleColorPair(lightHex: "#D64545", darkHex: "#FF7070"),
        primaryCTA: GentleColorPair(lightHex: "#0066CC", darkHex: "#4DA6FF"),
        themeSecondary: GentleColorPair(lightHex: "#4D94DB", darkHex: "#80C0FF"))
}

extension GentleTypographyTokens {
    static let technicalOverrides: [GentleTextRole: GentleTypographyRoleSpec] = [
        .largeTitle_xxl: GentleTypographyRoleSpec(
            pointSize: 30, weight: .bold, design: .monospaced, relativeTo: .largeTitle, lineSpacing: 4,
            letterSpacing: -0.5, colorRole: .textPrimary),
        .title_xl: GentleTypographyRoleSpec(
            pointSize: 24, weight: .bold, design: .monospaced, relativeTo: .title, lineSpacing: 3,
            colorRole: .textPrimary),
        .title2_l: GentleTypographyRoleSpec(
            pointSize: 20, weight: .semibold, design: .monospaced, relativeTo: .title2, lineSpacing: 2,
            colorRole: .textPrimary),
        .title3_ml: GentleTypographyRoleSpec(
            pointSize: 18, weight: .semibold, design: .monospaced, relativeTo: .title3, lineSpacing: 2,
            colorRole: .textPrimary),
        .headline_m: GentleTypographyRoleSpec(
            pointSize: 15, weight: .semibold, design: .monospaced, relativeTo: .headline, letterSpacing: 0.5,
            colorRole: .textPrimary),
        .body_m: GentleTypographyRoleSpec(
            pointSize: 15, weight: .regular, design: .default, width: .condensed, relativeTo: .body,
            lineSpacing: 2, colorRole: .textPrimary),
        .monoCode_m: GentleTypographyRoleSpec(
            pointSize: 14, weight: .regular, design: .monospaced, relativeTo: .body, colorRole: .textPrimary),
        .primaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 15, weight: .semibold, design: .default, width: .condensed, relativeTo: .headline,
            colorRole: .textPrimary),
        .secondaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 15, weight: .semibold, design: .default, width: .condensed, relativeTo: .headline,
            colorRole: .textPrimary),
        .tertiaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 15, weight: .semibold, design: .default, width: .condensed, relativeTo: .headline,
            colorRole: .textPrimary),
        .quaternaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 15, weight: .regular, design: .default, width: .condensed, relativeTo: .body,
            colorRole: .textPrimary),
    ]
}

extension GentleSurfaceTokens {
    /// The Technical Blue surfaces.
    static let technical = GentleSurfaceTokens(specs: [
        .appBackground: .standardAppBackground,
        .card: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#C4DCF0", darkHex: "#1E4060"),
            cornerRadius: 6,
            borderWidth: 1),
        .cardElevated: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#C4DCF0", darkHex: "#1E4060"),
            cornerRadius: 6,
            borderWidth: 1,
            shadowRadius: 4,
            shadowOpacity: 0.08,
            shadowOffsetY: 2),
        .cardSecondary: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceCardSecondary),
            border: GentleColorPair(lightHex: "#C4DCF0", darkHex: "#1E4060"),
            cornerRadius: 5,
            borderWidth: 1),
        .chrome: GentleSurfaceRoleSpec(
            backgroundStyle: .material(material: .ultraThin, tintColorRole: .surfaceBase, tintOpacity: 0.05),
            border: GentleColorPair(lightHex: "#C4DCF0", darkHex: "#1E4060"),
            cornerRadius: 0,
            borderWidth: 1),
        .overlaySheet: GentleSurfaceRoleSpec(
            backgroundStyle: .material(material: .regular, tintColorRole: .surfaceTint, tintOpacity: 0.1),
            border: GentleColorPair(lightHex: "#C4DCF0", darkHex: "#1E4060"),
            cornerRadius: 0,
            borderWidth: 1),
        .overlayPopover: GentleSurfaceRoleSpec(
            backgroundStyle: .material(material: .regular, tintColorRole: .surfaceBase, tintOpacity: 0.15),
            border: GentleColorPair(lightHex: "#C4DCF0", darkHex: "#1E4060"),
            cornerRadius: 6,
            borderWidth: 1,
            shadowRadius: 8,
            shadowOpacity: 0.12,
            shadowOffsetY: 4),
        .overlayScrim: .standardOverlayScrim,
        .floatingPanel: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .regular, fallbackColorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#C4DCF0", darkHex: "#1E4060"),
            cornerRadius: 8,
            borderWidth: 1,
            shadowRadius: 12,
            shadowOpacity: 0.15,
            shadowOffsetY: 6),
        .floatingWidget: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .regular, fallbackColorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#C4DCF080", darkHex: "#1E406080"),
            cornerRadius: 6,
            borderWidth: 1,
            shadowRadius: 4,
            shadowOpacity: 0.1,
            shadowOffsetY: 2),
    ])
}
