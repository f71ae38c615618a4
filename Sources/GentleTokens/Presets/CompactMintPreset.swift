extension GentleDesignSystemSpec {
    /// Compact Mint: dense, efficient with fresh accents.
    package static let compact = GentleDesignSystemSpec(
        colors: GentlePresetPalette.compact.colorTokens,
        typography: GentleTypographyTokens.gentleDefault.overriding(GentleTypographyTokens.compactOverrides),
        layout: .gentleDefault,
        visual: .gentleDefault,
        buttons: .gentleDefault,
        surfaces: .compact)
}

extension GentlePresetPalette {
    static let compact = GentlePresetPalette(
        textPrimary: GentleColorPair(lightHex: "#1B3D2F", darkHex: "#E6F2EC"),
        textSecondary: GentleColorPair(lightHex: "#3A5A4A", darkHex: "#B8D4C4"),
        textTertiary: GentleColorPair(lightHex: "#5A7A6A", darkHex: "#94B8A4"),
        textOnPrimaryCTA: GentleColorPair(lightHex: "#FFFFFF", darkHex: "#0D1A14"),
        background: GentleColorPair(lightHex: "#F2F8F5", darkHex: "#0D1A14"),
        surfaceBase: GentleColorPair(lightHex: "#E4F0EA", darkHex: "#1A2D24"),
        surfaceCardSecondary: GentleColorPair(lightHex: "#D6EDE0", darkHex: "#254032"),
        surfaceTint: GentleColorPair(lightHex: "#1B3D2FCC", darkHex: "#0A1810CC"),
        borderSubtle: GentleColorPair(lightHex: "#C4DCD0", darkHex: "#2D4D3D"),
        destructive: GentleColorPair(lightHex: "#B91C1C", darkHex: "#F87171"),
        primaryCTA: GentleColorPair(lightHex: "#166534", darkHex: "#4ADE80"),
        themeSecondary: GentleColorPair(lightHex: "#22C55E", darkHex: "#86EFAC"))
}

extension GentleTypographyTokens {
    static let compactOverrides: [GentleTextRole: GentleTypographyRoleSpec] = [
        .largeTitle_xxl: GentleTypographyRoleSpec(
            pointSize: 28, weight: .bold, design: .default, width: .condensed, relativeTo: .largeTitle,
            lineSpacing: 2, letterSpacing: -0.5, colorRole: .textPrimary),
        .title_xl: GentleTypographyRoleSpec(
            pointSize: 22, weight: .bold, design: .default, width: .condensed, relativeTo: .title,
            lineSpacing: 2, letterSpacing: -0.3, colorRole: .textPrimary),
        .title2_l: GentleTypographyRoleSpec(
            pointSize: 18, weight: .semibold, design: .default, width: .condensed, relativeTo: .title2,
            lineSpacing: 1, colorRole: .textPrimary),
        .title3_ml: GentleTypographyRoleSpec(
            pointSize: 16, weight: .semibold, design: .default, width: .condensed, relativeTo: .title3,
            lineSpacing: 1, colorRole: .textPrimary),
        .headline_m: GentleTypographyRoleSpec(
            pointSize: 14, weight: .semibold, design: .default, width: .condensed, relativeTo: .headline,
            colorRole: .textPrimary),
        .body_m: GentleTypographyRoleSpec(
            pointSize: 14, weight: .regular, design: .default, width: .condensed, relativeTo: .body,
            lineSpacing: 1, colorRole: .textPrimary),
        .bodySecondary_m: GentleTypographyRoleSpec(
            pointSize: 14, weight: .regular, design: .default, width: .condensed, relativeTo: .body,
            lineSpacing: 1, colorRole: .textSecondary),
        .callout_ms: GentleTypographyRoleSpec(
            pointSize: 13, weight: .regular, design: .default, width: .condensed, relativeTo: .callout,
            colorRole: .textSecondary),
        .subheadline_ms: GentleTypographyRoleSpec(
            pointSize: 12, weight: .regular, design: .default, width: .condensed, relativeTo: .subheadline,
            colorRole: .textSecondary),
        .footnote_s: GentleTypographyRoleSpec(
            pointSize: 11, weight: .regular, design: .default, width: .condensed, relativeTo: .footnote,
            colorRole: .textTertiary),
        .caption_s: GentleTypographyRoleSpec(
            pointSize: 10, weight: .regular, design: .default, width: .condensed, relativeTo: .caption,
            colorRole: .textTertiary),
        .caption2_s: GentleTypographyRoleSpec(
            pointSize: 9, weight: .regular, design: .default, width: .condensed, relativeTo: .caption2,
            colorRole: .textTertiary),
        .primaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 14, weight: .semibold, design: .default, width: .condensed, relativeTo: .headline,
            colorRole: .textPrimary),
        .secondaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 14, weight: .semibold, design: .default, width: .condensed, relativeTo: .headline,
            colorRole: .textPrimary),
        .tertiaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 14, weight: .semibold, design: .default, width: .condensed, relativeTo: .headline,
            colorRole: .textPrimary),
        .quaternaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 14, weight: .regular, design: .default, width: .condensed, relativeTo: .body,
            colorRole: .textPrimary),
    ]
}

extension GentleSurfaceTokens {
    /// The Compact Mint surfaces.
    static let compact = GentleSurfaceTokens(specs: [
        .appBackground: .standardAppBackground,
        .card: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#C4DCD0", darkHex: "#2D4D3D"),
            cornerRadius: 8,
            borderWidth: 1),
        .cardElevated: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#C4DCD060", darkHex: "#2D4D3D60"),
            cornerRadius: 8,
            borderWidth: 0.5,
            shadowRadius: 4,
            shadowOpacity: 0.06,
            shadowOffsetY: 2),
        .cardSecondary: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceCardSecondary),
            border: GentleColorPair(lightHex: "#C4DCD0", darkHex: "#2D4D3D"),
            cornerRadius: 7,
            borderWidth: 1),
        .chrome: .ultraThinChrome,
        .overlaySheet: .tintedRegularSheet,
        .overlayPopover: GentleSurfaceRoleSpec(
            backgroundStyle: .material(material: .regular, tintColorRole: .surfaceBase, tintOpacity: 0.12),
            border: GentleColorPair(lightHex: "#C4DCD030", darkHex: "#2D4D3D30"),
            cornerRadius: 8,
            borderWidth: 0.5,
            shadowRadius: 8,
            shadowOpacity: 0.1,
            shadowOffsetY: 4),
        .overlayScrim: .standardOverlayScrim,
        .floatingPanel: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .regular, fallbackColorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#FFFFFF18", darkHex: "#FFFFFF0C"),
            cornerRadius: 10,
            borderWidth: 0.5,
            shadowRadius: 12,
            shadowOpacity: 0.12,
            shadowOffsetY: 6),
        .floatingWidget: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .regular, fallbackColorRole: .surfaceBase),
            border: .transparent,
            cornerRadius: 10,
            borderWidth: 0,
            shadowRadius: 4,
            shadowOpacity: 0.08,
            shadowOffsetY: 2),
    ])
}
