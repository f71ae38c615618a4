/// The twelve colour pairs in which the presets differ; the other seven follow from them.
///
/// In every 0.7.0 preset the overlay text equals the primary/secondary text, `themePrimary`
/// equals `primaryCTA`, and the scrim colours and `textOnDestructive` are the same constants.
struct GentlePresetPalette: Sendable {
    let textPrimary: GentleColorPair
    let textSecondary: GentleColorPair
    let textTertiary: GentleColorPair
    let textOnPrimaryCTA: GentleColorPair
    let background: GentleColorPair
    let surfaceBase: GentleColorPair
    let surfaceCardSecondary: GentleColorPair
    let surfaceTint: GentleColorPair
    let borderSubtle: GentleColorPair
    let destructive: GentleColorPair
    let primaryCTA: GentleColorPair
    let themeSecondary: GentleColorPair

    private static let white = GentleColorPair(lightHex: "#FFFFFF", darkHex: "#FFFFFF")
    private static let scrimSecondaryText = GentleColorPair(lightHex: "#C7CDD4", darkHex: "#C7CDD4")
    private static let scrim = GentleColorPair(lightHex: "#000000B3", darkHex: "#000000B3")

    /// All 19 roles.
    var colorTokens: GentleColorTokens {
        GentleColorTokens(pairs: [
            .textPrimary: textPrimary,
            .textSecondary: textSecondary,
            .textTertiary: textTertiary,
            .textOnPrimaryCTA: textOnPrimaryCTA,
            .textOnDestructive: Self.white,
            .textOnScrim: Self.white,
            .textOnScrimSecondary: Self.scrimSecondaryText,
            .background: background,
            .surfaceBase: surfaceBase,
            .surfaceCardSecondary: surfaceCardSecondary,
            .surfaceTint: surfaceTint,
            .surfaceScrim: Self.scrim,
            .textOnOverlay: textPrimary,
            .textOnOverlaySecondary: textSecondary,
            .borderSubtle: borderSubtle,
            .destructive: destructive,
            .primaryCTA: primaryCTA,
            .themePrimary: primaryCTA,
            .themeSecondary: themeSecondary,
        ])
    }
}
