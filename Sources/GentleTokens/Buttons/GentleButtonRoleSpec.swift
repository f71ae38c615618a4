/// How one button role looks and presses; all seven keys are required in JSON.
public struct GentleButtonRoleSpec: Codable, Sendable, Equatable {
    /// Rounded rectangle or capsule.
    public var shape: GentleButtonShape
    /// Fill, which also decides the label colour.
    public var fillRole: GentleButtonFillRole
    /// Border treatment.
    public var borderRole: GentleButtonBorderRole
    /// Which animation spec times the press.
    public var animationRole: GentleButtonAnimationRole
    /// Scale while pressed; this, not the animation spec's, is what the style applies.
    public var pressedScale: Double
    /// Opacity while pressed; this, not the animation spec's, is what the style applies.
    public var pressedOpacity: Double
    /// When true only the coloured label is drawn: no padding, fill, border or shape.
    public var usesNativeStyle: Bool

    /// Creates a role spec with the package's init defaults.
    public init(
        shape: GentleButtonShape = .rounded,
        fillRole: GentleButtonFillRole,
        borderRole: GentleButtonBorderRole = .hidden,
        animationRole: GentleButtonAnimationRole = .squish,
        pressedScale: Double = 0.97,
        pressedOpacity: Double = 0.9,
        usesNativeStyle: Bool = false
    ) {
        self.shape = shape
        self.fillRole = fillRole
        self.borderRole = borderRole
        self.animationRole = animationRole
        self.pressedScale = pressedScale
        self.pressedOpacity = pressedOpacity
        self.usesNativeStyle = usesNativeStyle
    }

    /// The package's last-resort spec when neither the role nor `primary` is defined.
    public static let fallback = GentleButtonRoleSpec(fillRole: .solidFillPrimaryCTA)
}
