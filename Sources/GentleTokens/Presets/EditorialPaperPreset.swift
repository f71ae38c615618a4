extension GentleDesignSystemSpec {
    /// Editorial Paper: refined, print-inspired reading experience.
    package static let editorial = GentleDesignSystemSpec(
        colors: GentlePresetPalette.editorial.colorTokens,
        typography: GentleTypographyTokens.gentleDefault.overriding(GentleTypographyTokens.editorialOverrides),
        layout: .gentleDefault,
        visual: .gentleDefault,
        buttons: .gentleDefault,
        surfaces: .editorial)
}

extension GentlePresetPalette {
    static let editorial = GentlePresetPalette(
        textPrimary: GentleColorPair(lightHex: "#000000", darkHex: "#FFFFFF"),
        textSecondary: GentleColorPair(lightHex: "#333333", darkHex: "#CCCCCC"),
        textTertiary: GentleColorPair(lightHex: "#666666", darkHex: "#999999"),
        textOnPrimaryCTA: GentleColorPair(lightHex: "#FFFFFF", darkHex: "#000000"),
        background: GentleColorPair(lightHex: "#FFFFFF", darkHex: "#000000"),
        surfaceBase: GentleColorPair(lightHex: "#F5F5F5", darkHex: "#1A1A1A"),
        surfaceCardSecondary: GentleColorPair(lightHex: "#ECECEC", darkHex: "#242424"),
        surfaceTint: GentleColorPair(lightHex: "#000000CC", darkHex: "#000000CC"),
        borderSubtle: GentleColorPair(lightHex: "#E0E0E0", darkHex: "#404040"),
        destructive: GentleColorPair(lightHex: "#B91C1C", darkHex: "#F87171"),
        primaryCTA: GentleColorPair(lightHex: "#000000", darkHex: "#FFFFFF"),
        themeSecondary: GentleColorPair(lightHex: "#666666", darkHex: "#999999"))
}

extension GentleTypographyTokens {
    static let editorialOverrides: [GentleTextRole: GentleTypographyRoleSpec] = [
        .largeTitle_xxl: GentleTypographyRoleSpec(
            pointSize: 40, weight: .bold, design: .serif, relativeTo: .largeTitle, lineSpacing: 2,
            letterSpacing: -1, colorRole: .textPrimary),
        .title_xl: GentleTypographyRoleSpec(
            pointSize: 30, weight: .bold, design: .serif, relativeTo: .title, lineSpacing: 2,
            letterSpacing: -0.5, colorRole: .textPrimary),
        .title2_l: GentleTypographyRoleSpec(
            pointSize: 24, weight: .semibold, design: .serif, relativeTo: .title2, lineSpacing: 2,
            colorRole: .textPrimary),
        .title3_ml: GentleTypographyRoleSpec(
            pointSize: 20, weight: .semibold, design: .serif, relativeTo: .title3, lineSpacing: 2,
            colorRole: .textPrimary),
        .headline_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .bold, design: .serif, relativeTo: .headline, colorRole: .textPrimary),
        .body_m: GentleTypographyRoleSpec(
            pointSize: 18, weight: .regular, design: .serif, relativeTo: .body, lineSpacing: 4,
            colorRole: .textPrimary),
        .bodySecondary_m: GentleTypographyRoleSpec(
            pointSize: 18, weight: .regular, design: .serif, relativeTo: .body, lineSpacing: 4,
            colorRole: .textSecondary),
        .callout_ms: GentleTypographyRoleSpec(
            pointSize: 16, weight: .regular, design: .serif, relativeTo: .callout, colorRole: .textSecondary),
        .primaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .bold, design: .default, relativeTo: .headline, colorRole: .textPrimary),
        .secondaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .bold, design: .default, relativeTo: .headline, colorRole: .textPrimary),
    ]
}

extension GentleSurfaceTokens {
    /// The Editorial Paper surfaces.
    static let editorial = GentleSurfaceTokens(specs: [
        .appBackground: .standardAppBackground,
        .card: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#000000", darkHex: "#404040"),
            cornerRadius: 0,
            borderWidth: 1),
        .cardElevated: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#000000", darkHex: "#404040"),
            cornerRadius: 0,
            borderWidth: 1,
            shadowOffsetX: 4,
            shadowOffsetY: 4),
        .cardSecondary: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceCardSecondary),
            border: GentleColorPair(lightHex: "#000000", darkHex: "#404040"),
            cornerRadius: 0,
            borderWidth: 1),
        .chrome: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#E0E0E0", darkHex: "#404040"),
            cornerRadius: 0,
            borderWidth: 1),
        .overlaySheet: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#000000", darkHex: "#FFFFFF"),
            cornerRadius: 0,
            borderWidth: 2),
        .overlayPopover: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#000000", darkHex: "#FFFFFF"),
            cornerRadius: 0,
            borderWidth: 1,
            shadowOpacity: 0.2,
            shadowOffsetX: 4,
            shadowOffsetY: 4),
        .overlayScrim: .standardOverlayScrim,
        .floatingPanel: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#000000", darkHex: "#FFFFFF"),
            cornerRadius: 0,
            borderWidth: 2,
            shadowOpacity: 0.3,
            shadowOffsetX: 8,
            shadowOffsetY: 8),
        .floatingWidget: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#000000", darkHex: "#FFFFFF"),
            cornerRadius: 0,
            borderWidth: 1,
            shadowOpacity: 0.2,
            shadowOffsetX: 3,
            shadowOffsetY: 3),
    ])
}
