extension GentleLayoutTokens {
    /// The layout every preset uses: the 4…32 scale four times and the default insets.
    public static let gentleDefault = GentleLayoutTokens(
        scale: .gentleDefault, gap: .gentleDefault, grid: .gentleDefault, touch: .gentleDefault,
        inset: .gentleDefault)
}

extension GentleInsetTokens {
    /// The default insets; `control` and `listRow` have no `roomy` variant.
    public static let gentleDefault = GentleInsetTokens(tokensByRoleVariant: [
        GentleInsetRole.screen.rawValue: [
            GentleInsetVariant.tight.rawValue: GentleAxisInsetTokens(horizontal: .s, vertical: .m),
            GentleInsetVariant.regular.rawValue: GentleAxisInsetTokens(horizontal: .m, vertical: .l),
            GentleInsetVariant.roomy.rawValue: GentleAxisInsetTokens(horizontal: .l, vertical: .xl),
        ],
        GentleInsetRole.card.rawValue: [
            GentleInsetVariant.tight.rawValue: GentleAxisInsetTokens(horizontal: .s, vertical: .s),
            GentleInsetVariant.regular.rawValue: GentleAxisInsetTokens(horizontal: .l, vertical: .l),
            GentleInsetVariant.roomy.rawValue: GentleAxisInsetTokens(horizontal: .xl, vertical: .xl),
        ],
        GentleInsetRole.control.rawValue: [
            GentleInsetVariant.tight.rawValue: GentleAxisInsetTokens(horizontal: .m, vertical: .xs),
            GentleInsetVariant.regular.rawValue: GentleAxisInsetTokens(horizontal: .l, vertical: .s),
        ],
        GentleInsetRole.listRow.rawValue: [
            GentleInsetVariant.tight.rawValue: GentleAxisInsetTokens(horizontal: .m, vertical: .xs),
            GentleInsetVariant.regular.rawValue: GentleAxisInsetTokens(horizontal: .l, vertical: .s),
        ],
    ])
}
