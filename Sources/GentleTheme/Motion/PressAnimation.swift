/// How a button moves between rest and pressed, as `GentleButtonAnimations.resolve` picks it.
package enum PressAnimation: Sendable, Equatable {
    /// No animation: values jump (`unknown`, or a spring with no positive response).
    case instant
    /// `.easeOut(duration:)`: cubic Bézier (0, 0, 0.58, 1) over `duration` seconds.
    case easeOut(duration: Double)
    /// `.spring(response:dampingFraction:blendDuration:)`.
    case spring(SpringParameters)

    /// Seconds after a change until the value counts as at rest.
    package var settleDuration: Double {
        switch self {
        case .instant: 0
        case .easeOut(let duration): max(0, duration)
        case .spring(let spring): spring.settlingDuration
        }
    }

    /// The fraction of the travel by which a change started from rest overshoots its target.
    package var peakOvershoot: Double {
        switch self {
        case .instant, .easeOut: 0
        case .spring(let spring): spring.peakOvershoot
        }
    }
}
