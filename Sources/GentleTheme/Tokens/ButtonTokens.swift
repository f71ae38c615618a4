import GentleTokens

/// A button role in the tokens document.
package struct ButtonTokens: Codable, Sendable, Equatable {
    /// The title's text role.
    package let titleRole: String
    /// The label colour role.
    package let labelColorRole: String
    /// The label colour as hex.
    package let labelColor: String
    /// Whether the role is a bare label (no fill, border, shape or padding).
    package let usesNativeStyle: Bool
    /// The fill as hex; absent for native-style roles.
    package let fill: String?
    /// The inside stroke; absent when hidden or native.
    package let border: BorderTokens?
    /// `capsule` or `roundedRectangle`; absent for native-style roles.
    package let shape: String?
    /// Corner radius of a rounded rectangle; absent otherwise.
    package let cornerRadius: Double?
    /// Label padding; absent for native-style roles.
    package let padding: EdgePadding?
    /// Scale while pressed.
    package let pressedScale: Double
    /// Opacity while pressed.
    package let pressedOpacity: Double
    /// The animation role name.
    package let animationRole: String
    /// The animation's curve and key figures.
    package let animation: AnimationTokens

    init(_ button: ResolvedButton) {
        titleRole = button.title.role.rawValue
        labelColorRole = button.labelColorRole.rawValue
        labelColor = button.title.color.hexString
        usesNativeStyle = button.chrome == nil
        fill = button.chrome?.fill.hexString
        border = button.chrome?.border.map {
            BorderTokens(width: $0.width, colorRole: $0.colorRole.rawValue, color: $0.color.hexString)
        }
        switch button.chrome?.shape {
        case .capsule:
            shape = "capsule"
            cornerRadius = nil
        case .roundedRectangle(let radius):
            shape = "roundedRectangle"
            cornerRadius = radius.points
        case nil:
            shape = nil
            cornerRadius = nil
        }
        padding = button.chrome?.padding
        pressedScale = button.pressedScale.value
        pressedOpacity = button.pressedOpacity
        animationRole = button.animationRole.rawValue
        animation = AnimationTokens(button.animation)
    }
}

/// A stroke in the tokens document.
package struct BorderTokens: Codable, Sendable, Equatable {
    /// Width in points, inside the shape.
    package let width: Double
    /// The colour role, when the stroke has one (buttons).
    package let colorRole: String?
    /// The colour as hex.
    package let color: String
}

/// A press animation's curve and key figures in the tokens document.
package struct AnimationTokens: Codable, Sendable, Equatable {
    /// `instant`, `easeOut` or `spring`.
    package let curve: String
    /// easeOut duration in seconds; absent otherwise.
    package let duration: Double?
    /// Spring response in seconds; absent otherwise.
    package let response: Double?
    /// Spring damping fraction; absent otherwise.
    package let dampingFraction: Double?
    /// Fraction of the travel a change from rest overshoots by.
    package let peakOvershoot: Double
    /// Seconds until a change counts as settled.
    package let settleTime: Double

    init(_ animation: PressAnimation) {
        switch animation {
        case .instant:
            (curve, duration, response, dampingFraction) = ("instant", nil, nil, nil)
        case .easeOut(let seconds):
            (curve, duration, response, dampingFraction) = ("easeOut", seconds, nil, nil)
        case .spring(let spring):
            (curve, duration, response, dampingFraction) = ("spring", nil, spring.response, spring.dampingFraction)
        }
        peakOvershoot = animation.peakOvershoot
        settleTime = animation.settleDuration
    }
}
