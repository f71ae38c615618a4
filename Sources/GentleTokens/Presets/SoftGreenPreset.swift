extension GentleDesignSystemSpec {
    /// Soft Green: fresh, natural with calming green accents.
    package static let soft = GentleDesignSystemSpec(
        colors: GentlePresetPalette.soft.colorTokens,
        typography: GentleTypographyTokens.gentleDefault.overriding(GentleTypographyTokens.softOverrides),
        layout: .gentleDefault,
        visual: .gentleDefault,
        buttons: .gentleDefault,
        surfaces: .soft)
}

extension GentlePresetPalette {
    static let soft = GentlePresetPalette(
        textPrimary: GentleColorPair(lightHex: "#1A3A2F", darkHex: "#E8F5F0"),
        textSecondary: GentleColorPair(lightHex: "#3D5A4F", darkHex: "#B8D4C8"),
        textTertiary: GentleColorPair(lightHex: "#5A7A6A", darkHex: "#8AB09E"),
        textOnPrimaryCTA: GentleColorPair(lightHex: "#FFFFFF", darkHex: "#0D1F18"),
        background: GentleColorPair(lightHex: "#F5FAF8", darkHex: "#0D1F18"),
        surfaceBase: GentleColorPair(lightHex: "#E8F5F0", darkHex: "#142E24"),
        surfaceCardSecondary: GentleColorPair(lightHex: "#E0F2EA", darkHex: "#1F4133"),
        surfaceTint: GentleColorPair(lightHex: "#1A3A2FCC", darkHex: "#0A1A14CC"),
        borderSubtle: GentleColorPair(lightHex: "#C5E0D4", darkHex: "#2A4D3D"),
        destructive: GentleColorPair(lightHex: "#D9534F", darkHex: "#FF6B6B"),
        primaryCTA: GentleColorPair(lightHex: "#2E8B6E", darkHex: "#4ADE9F"),
        themeSecondary: GentleColorPair(lightHex: "#6FCF97", darkHex: "#7EEAB8"))
}

extension GentleTypographyTokens {
    static let softOverrides: [GentleTextRole: GentleTypographyRoleSpec] = [
        .headline_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .semibold, design: .rounded, relativeTo: .headline, colorRole: .textPrimary),
        .body_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .regular, design: .rounded, relativeTo: .body, lineSpacing: 2,
            colorRole: .textPrimary),
        .bodySecondary_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .regular, design: .rounded, relativeTo: .body, lineSpacing: 2,
            colorRole: .textSecondary),
        .callout_ms: GentleTypographyRoleSpec(
            pointSize: 16, weight: .regular, design: .rounded, relativeTo: .callout, colorRole: .textSecondary),
        .subheadline_ms: GentleTypographyRoleSpec(
            pointSize: 15, weight: .regular, design: .rounded, relativeTo: .subheadline,
            colorRole: .textSecondary),
        .primaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .semibold, design: .rounded, relativeTo: .headline, colorRole: .textPrimary),
        .secondaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .semibold, design: .rounded, relativeTo: .headline, colorRole: .textPrimary),
        .tertiaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .semibold, design: .rounded, relativeTo: .headline, colorRole: .textPrimary),
        .quaternaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .regular, design: .rounded, relativeTo: .body, colorRole: .textPrimary),
    ]
}

extension GentleSurfaceTokens {
    /// The Soft Green surfaces.
    static let soft = GentleSurfaceTokens(specs: [
        .appBackground: .standardAppBackground,
        .card: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#C5E0D4", darkHex: "#2A4D3D"),
            cornerRadius: 24,
            borderWidth: 1),
        .cardElevated: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#C5E0D450", darkHex: "#2A4D3D50"),
            cornerRadius: 24,
            borderWidth: 0.5,
            shadowRadius: 16,
            shadowOpacity: 0.08,
            shadowOffsetY: 8),
        .cardSecondary: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceCardSecondary),
            border: GentleColorPair(lightHex: "#C5E0D4", darkHex: "#2A4D3D"),
            cornerRadius: 20,
            borderWidth: 1),
        .chrome: .squareBorderless(.material(material: .thin, tintColorRole: .surfaceBase, tintOpacity: 0.03)),
        .overlaySheet: .tintedRegularSheet,
        .overlayPopover: GentleSurfaceRoleSpec(
            backgroundStyle: .material(material: .regular, tintColorRole: .surfaceBase, tintOpacity: 0.12),
            border: GentleColorPair(lightHex: "#C5E0D425", darkHex: "#2A4D3D25"),
            cornerRadius: 18,
            borderWidth: 0.5,
            shadowRadius: 20,
            shadowOpacity: 0.1,
            shadowOffsetY: 10),
        .overlayScrim: .standardOverlayScrim,
        .floatingPanel: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .regular, fallbackColorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#FFFFFF25", darkHex: "#FFFFFF12"),
            cornerRadius: 28,
            borderWidth: 0.5,
            shadowRadius: 24,
            shadowOpacity: 0.12,
            shadowOffsetY: 12),
        .floatingWidget: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .thick, fallbackColorRole: .surfaceBase),
            border: .transparent,
            cornerRadius: 28,
            borderWidth: 0,
            shadowRadius: 10,
            shadowOpacity: 0.08,
            shadowOffsetY: 5),
    ])
}
