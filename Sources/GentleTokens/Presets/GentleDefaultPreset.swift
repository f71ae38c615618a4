extension GentleDesignSystemSpec {
    /// Gentle Default: calm, balanced foundation for any app.
    package static let gentleDefault = GentleDesignSystemSpec(
        colors: .gentleDefault,
        typography: .gentleDefault,
        layout: .gentleDefault,
        visual: .gentleDefault,
        buttons: .gentleDefault,
        surfaces: .gentleDefault)
}

extension GentleColorTokens {
    /// The Gentle Default colours.
    public static let gentleDefault = GentlePresetPalette.gentleDefault.colorTokens
}

extension GentlePresetPalette {
    static let gentleDefault = GentlePresetPalette(
        textPrimary: GentleColorPair(lightHex: "#1F2933", darkHex: "#F5F7FA"),
        textSecondary: GentleColorPair(lightHex: "#4B5563", darkHex: "#C7CDD4"),
        textTertiary: GentleColorPair(lightHex: "#6B7280", darkHex: "#9AA0A6"),
        textOnPrimaryCTA: GentleColorPair(lightHex: "#FFFFFF", darkHex: "#FFFFFF"),
        background: GentleColorPair(lightHex: "#FFFFFF", darkHex: "#0B0F19"),
        surfaceBase: GentleColorPair(lightHex: "#FAFAFE", darkHex: "#111827"),
        surfaceCardSecondary: GentleColorPair(lightHex: "#F4F6FE", darkHex: "#151D30"),
        surfaceTint: GentleColorPair(lightHex: "#111827CC", darkHex: "#020617CC"),
        borderSubtle: GentleColorPair(lightHex: "#E5E7EB", darkHex: "#374151"),
        destructive: GentleColorPair(lightHex: "#E35D5B", darkHex: "#F87171"),
        primaryCTA: GentleColorPair(lightHex: "#4A6EF5", darkHex: "#3B82F6"),
        themeSecondary: GentleColorPair(lightHex: "#8FA2FF", darkHex: "#93C5FD"))
}

extension GentleSurfaceTokens {
    /// The Gentle Default surfaces.
    public static let gentleDefault = GentleSurfaceTokens(specs: [
        .appBackground: .standardAppBackground,
        .card: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#E5E7EB", darkHex: "#374151"),
            cornerRadius: 20,
            borderWidth: 1),
        .cardElevated: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#E5E7EB59", darkHex: "#37415159"),
            cornerRadius: 20,
            borderWidth: 0.5,
            shadowRadius: 8,
            shadowOpacity: 0.08,
            shadowOffsetY: 6),
        .cardSecondary: GentleSurfaceRoleSpec(
            backgroundStyle: .solid(colorRole: .surfaceCardSecondary),
            border: GentleColorPair(lightHex: "#E5E7EB", darkHex: "#374151"),
            cornerRadius: 16,
            borderWidth: 1),
        .chrome: .ultraThinChrome,
        .overlaySheet: .tintedRegularSheet,
        .overlayPopover: GentleSurfaceRoleSpec(
            backgroundStyle: .material(material: .regular, tintColorRole: .surfaceBase, tintOpacity: 0.15),
            border: GentleColorPair(lightHex: "#E5E7EB30", darkHex: "#37415130"),
            cornerRadius: 14,
            borderWidth: 0.5,
            shadowRadius: 16,
            shadowOpacity: 0.15,
            shadowOffsetY: 8),
        .overlayScrim: .standardOverlayScrim,
        .floatingPanel: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .regular, fallbackColorRole: .surfaceBase),
            border: GentleColorPair(lightHex: "#FFFFFF20", darkHex: "#FFFFFF10"),
            cornerRadius: 20,
            borderWidth: 0.5,
            shadowRadius: 24,
            shadowOpacity: 0.2,
            shadowOffsetY: 12),
        .floatingWidget: GentleSurfaceRoleSpec(
            backgroundStyle: .glass(fallbackMaterial: .thick, fallbackColorRole: .surfaceBase),
            border: .transparent,
            cornerRadius: 24,
            borderWidth: 0,
            shadowRadius: 8,
            shadowOpacity: 0.1,
            shadowOffsetY: 4),
    ])
}
