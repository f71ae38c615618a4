import GentleTokens

/// One button role as `GentleButtonStyle(role:)` draws it.
package struct ResolvedButton: Sendable, Equatable {
    /// The button role.
    package let role: GentleButtonRole
    /// The title's text style, recoloured to the label colour.
    package let title: ResolvedTextStyle
    /// The colour role of the label (and of an icon beside it).
    package let labelColorRole: GentleColorRole
    /// Background, border, shape and padding; nil for a native-style role, which is a bare label.
    package let chrome: ButtonChrome?
    /// Scale while pressed, from the role spec (not from the animation spec).
    package var pressedScale: PressScale {
        TokenReads.note(path("pressedScale"))
        return press.scale
    }
    /// Opacity while pressed, from the role spec (not from the animation spec).
    package var pressedOpacity: Double {
        TokenReads.note(path("pressedOpacity"))
        return press.opacity
    }
    /// The animation role named by the role spec.
    package var animationRole: GentleButtonAnimationRole {
        TokenReads.note(path("animationRole"))
        return press.animationRole
    }
    /// The animation used for both press and release.
    package var animation: PressAnimation {
        TokenReads.note([path("animationRole"), "buttons.animations.\(press.animationRole.rawValue)"])
        return press.animation
    }
    // The press is read apart from the rest, so that a sheet showing the button at rest does
    // not record its animation (`TokenReads`).
    private let press: Press
    /// How the style dims the button when disabled; nil for a native-style role, which gets
    /// SwiftUI's own treatment.
    package let disabled: DisabledAppearance?

    /// The press animation for a press at t = 0 and a release at `releaseTime` seconds.
    package func timeline(releaseTime: Double) -> PressTimeline {
        PressTimeline(
            animation: animation, pressedScale: pressedScale.value, pressedOpacity: pressedOpacity,
            releaseTime: releaseTime)
    }

    /// Resolves `role` from `spec` with the theme's text styles and colours.
    init(
        role: GentleButtonRole, spec: GentleDesignSystemSpec, text: RoleTable<GentleTextRole, ResolvedTextStyle>,
        colors: ResolvedColors
    ) {
        let roleSpec = spec.buttons.roleSpec(for: role)
        TokenReads.note(
            Set(["fillRole", "borderRole", "shape", "usesNativeStyle"].map { "buttons.\(role.rawValue).\($0)" }))
        let labelRole = Self.labelColorRole(for: roleSpec.fillRole)
        self.role = role
        title = text[role.defaultTextRole].recoloured(labelRole, from: colors)
        labelColorRole = labelRole
        chrome = roleSpec.usesNativeStyle ? nil : Self.chrome(role: role, spec: roleSpec, tokens: spec, colors: colors)
        press = Press(
            scale: PressScale(clamping: roleSpec.pressedScale), opacity: roleSpec.pressedOpacity,
            animationRole: roleSpec.animationRole,
            animation: PressAnimation(
                role: roleSpec.animationRole, spec: spec.buttons.animationSpec(for: roleSpec.animationRole)))
        disabled = roleSpec.usesNativeStyle ? nil : DisabledAppearance(fill: roleSpec.fillRole)
    }

    // The package draws the destructive label in textOnPrimaryCTA, not textOnDestructive.
    static func labelColorRole(for fill: GentleButtonFillRole) -> GentleColorRole {
        switch fill {
        case .solidFillPrimaryCTA, .solidFillDestructive: .textOnPrimaryCTA
        case .hollow: .primaryCTA
        }
    }

    private static func chrome(
        role: GentleButtonRole, spec: GentleButtonRoleSpec, tokens: GentleDesignSystemSpec,
        colors: ResolvedColors
    ) -> ButtonChrome {
        let fillRole: GentleColorRole? =
            switch spec.fillRole {
            case .solidFillPrimaryCTA: .primaryCTA
            case .solidFillDestructive: .destructive
            case .hollow: nil
            }
        let borderRole: GentleColorRole? =
            switch spec.borderRole {
            case .hidden: nil
            case .accent: .primaryCTA
            case .subtle: .borderSubtle
            }
        let shape: ButtonShape =
            switch spec.shape {
            case .pill: .capsule
            case .rounded: .roundedRectangle(cornerRadius: Length(clamping: tokens.visual.radii.medium))
            }
        if spec.shape == .rounded { TokenReads.note("visual.radii.medium") }
        let gap = tokens.layout.gap
        TokenReads.note(["layout.gap.s", "layout.gap.xl"])
        // The package trims one point off the secondary role vertically, an optical correction for its border.
        let vertical = role == .secondary ? gap.s - 1 : gap.s
        return ButtonChrome(
            fill: fillRole.map { colors[$0] } ?? GentleRGBA(red: 0, green: 0, blue: 0, alpha: 0),
            fillColorRole: fillRole,
            border: borderRole.map { ButtonBorder(width: 1, colorRole: $0, color: colors[$0]) },
            shape: shape,
            padding: EdgePadding(horizontal: gap.xl, vertical: vertical))
    }

    /// The path of a field of the role's spec.
    private func path(_ field: String) -> String {
        "buttons.\(role.rawValue).\(field)"
    }

    /// How the button presses.
    private struct Press: Sendable, Equatable {
        let scale: PressScale
        let opacity: Double
        let animationRole: GentleButtonAnimationRole
        let animation: PressAnimation
    }
}
