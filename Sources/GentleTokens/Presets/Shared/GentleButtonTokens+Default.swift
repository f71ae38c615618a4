extension GentleButtonTokens {
    /// The buttons every preset uses: pills, springBack primary, native-style tertiary and quaternary.
    public static let gentleDefault = GentleButtonTokens(
        roles: [
            GentleButtonRole.primary.rawValue: GentleButtonRoleSpec(
                shape: .pill, fillRole: .solidFillPrimaryCTA, animationRole: .springBack,
                pressedScale: 0.9, pressedOpacity: 0.86),
            GentleButtonRole.secondary.rawValue: GentleButtonRoleSpec(
                shape: .pill, fillRole: .hollow, borderRole: .accent, animationRole: .subtlePress,
                pressedScale: 0.85, pressedOpacity: 0.9),
            GentleButtonRole.tertiary.rawValue: GentleButtonRoleSpec(
                shape: .pill, fillRole: .hollow, animationRole: .subtlePress,
                pressedScale: 0.85, pressedOpacity: 0.9, usesNativeStyle: true),
            GentleButtonRole.quaternary.rawValue: GentleButtonRoleSpec(
                shape: .pill, fillRole: .hollow, animationRole: .subtlePress,
                pressedScale: 0.95, pressedOpacity: 0.93, usesNativeStyle: true),
            GentleButtonRole.destructive.rawValue: GentleButtonRoleSpec(
                shape: .pill, fillRole: .solidFillDestructive, animationRole: .squish,
                pressedScale: 0.9, pressedOpacity: 0.86),
        ],
        animations: [
            GentleButtonAnimationRole.unknown.rawValue: GentleButtonAnimationSpec(
                pressedScale: 1, pressedOpacity: 1, duration: 0, springResponse: 0, springDamping: 1),
            GentleButtonAnimationRole.subtlePress.rawValue: GentleButtonAnimationSpec(
                pressedScale: 0.98, pressedOpacity: 0.95, duration: 0.12, springResponse: 0, springDamping: 1),
            GentleButtonAnimationRole.squish.rawValue: GentleButtonAnimationSpec(
                pressedScale: 0.97, pressedOpacity: 0.92, duration: 0.1, springResponse: 0.22, springDamping: 0.85),
            GentleButtonAnimationRole.pop.rawValue: GentleButtonAnimationSpec(
                pressedScale: 0.975, pressedOpacity: 0.93, duration: 0.1, springResponse: 0.18, springDamping: 0.78),
            GentleButtonAnimationRole.bouncy.rawValue: GentleButtonAnimationSpec(
                pressedScale: 0.97, pressedOpacity: 0.94, duration: 0.1, springResponse: 0.28, springDamping: 0.7),
            GentleButtonAnimationRole.springBack.rawValue: GentleButtonAnimationSpec(
                pressedScale: 0.72, pressedOpacity: 0.9, duration: 0.1, springResponse: 0.45, springDamping: 0.45),
        ])
}
