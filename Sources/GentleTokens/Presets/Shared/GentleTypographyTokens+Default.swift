extension GentleTypographyTokens {
    /// The Gentle Default ramp every preset starts from.
    public static let gentleDefault = GentleTypographyTokens(specs: [
        .largeTitle_xxl: GentleTypographyRoleSpec(
            pointSize: 34, weight: .bold, design: .rounded, relativeTo: .largeTitle, lineSpacing: 6,
            colorRole: .textPrimary),
        .title_xl: GentleTypographyRoleSpec(
            pointSize: 28, weight: .bold, design: .rounded, relativeTo: .title, lineSpacing: 4,
            colorRole: .textPrimary),
        .title2_l: GentleTypographyRoleSpec(
            pointSize: 22, weight: .semibold, design: .rounded, relativeTo: .title2, lineSpacing: 3,
            colorRole: .textPrimary),
        .title3_ml: GentleTypographyRoleSpec(
            pointSize: 20, weight: .semibold, design: .rounded, relativeTo: .title3, lineSpacing: 3,
            colorRole: .textPrimary),
        .headline_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .semibold, design: .default, relativeTo: .headline, colorRole: .textPrimary),
        .body_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .regular, design: .default, relativeTo: .body, lineSpacing: 2,
            colorRole: .textPrimary),
        .bodySecondary_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .regular, design: .default, relativeTo: .body, lineSpacing: 2,
            colorRole: .textSecondary),
        .monoCode_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .regular, design: .monospaced, width: .condensed, relativeTo: .body,
            letterSpacing: 0.3, colorRole: .textPrimary),
        .callout_ms: GentleTypographyRoleSpec(
            pointSize: 16, weight: .regular, design: .default, relativeTo: .callout, colorRole: .textSecondary),
        .subheadline_ms: GentleTypographyRoleSpec(
            pointSize: 15, weight: .regular, design: .default, relativeTo: .subheadline,
            colorRole: .textSecondary),
        .footnote_s: GentleTypographyRoleSpec(
            pointSize: 13, weight: .regular, design: .default, relativeTo: .footnote, colorRole: .textTertiary),
        .caption_s: GentleTypographyRoleSpec(
            pointSize: 12, weight: .regular, design: .default, relativeTo: .caption, colorRole: .textTertiary),
        .caption2_s: GentleTypographyRoleSpec(
            pointSize: 11, weight: .regular, design: .default, relativeTo: .caption2, colorRole: .textTertiary),
        .primaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .semibold, design: .default, relativeTo: .headline, colorRole: .textPrimary),
        .secondaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .semibold, design: .default, relativeTo: .headline, colorRole: .textPrimary),
        .tertiaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .semibold, design: .default, relativeTo: .headline, colorRole: .textPrimary),
        .quaternaryButtonTitle_m: GentleTypographyRoleSpec(
            pointSize: 17, weight: .regular, design: .default, relativeTo: .body, colorRole: .textPrimary),
    ])
}
