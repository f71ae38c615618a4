import GentleTokens

extension PressAnimation {
    /// The animation `GentleButtonAnimations.resolve` picks for `role`, timed by `spec`.
    ///
    /// `unknown` is instant; `subtlePress` is `.easeOut(duration:)`; the four spring roles are
    /// `.spring(response:dampingFraction:blendDuration:)`. A spring whose response is not
    /// positive is infinitely stiff (SwiftUI's `springStiffness` returns +∞), i.e. instant.
    package init(role: GentleButtonAnimationRole, spec: GentleButtonAnimationSpec) {
        switch role {
        case .unknown:
            self = .instant
        case .subtlePress:
            self = .easeOut(duration: max(0, spec.duration))
        case .squish, .pop, .bouncy, .springBack:
            guard let spring = SpringParameters(response: spec.springResponse, dampingFraction: spec.springDamping)
            else {
                self = .instant
                return
            }
            self = .spring(spring)
        }
    }
}
