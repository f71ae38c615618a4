import GentleTokens

/// A button role in the tokens document.
public struct ButtonTokens: Codable, Sendable, Equatable {
    /// The title's text role.
    public let titleRole: String
    /// The label colour role.
    public let labelColorRole: String
    /// The label colour as hex.
    public let labelColor: String
    /// Whether the role is a bare label (no fill, border, shape or padding).
    public let usesNativeStyle: Bool
    /// The fill as hex; absent for native-style roles.
    public let fill: String?
    /// The inside stroke; absent when hidden or native.
    public let border: BorderTokens?
    /// `capsule` or `roundedRectangle`; absent for native-style roles.
    public let shape: String?
    /// Corner radius of a rounded rectangle; absent otherwise.
    public let cornerRadius: Double?
    /// Label padding; absent for native-style roles.
    public let padding: EdgePadding?
    /// Scale while pressed.
    public let pressedScale: Double
    /// Opacity while pressed.
    public let pressedOpacity: Double
    /// The animation role name.
    public let animationRole: String
    /// The animation's curve and key figures.
    public let animation: AnimationTokens

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
public struct BorderTokens: Codable, Sendable, Equatable {
    /// Width in points, inside the shape.
    public let width: Double
    /// The colour role, when the stroke has one (buttons).
    public let colorRole: String?
    /// The colour as hex.
    public let color: String
}

/// A press animation's curve and key figures in the tokens document.
public struct AnimationTokens: Codable, Sendable, Equatable {
    /// `instant`, `easeOut` or `spring`.
    public let curve: String
    /// easeOut duration in seconds; absent otherwise.
    public let duration: Double?
    /// Spring response in seconds; absent otherwise.
    public let response: Double?
    /// Spring damping fraction; absent otherwise.
    public let dampingFraction: Double?
    /// Fraction of the travel a change from rest overshoots by.
    public let peakOvershoot: Double
    /// Seconds until a change counts as settled.
    public let settleTime: Double

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
