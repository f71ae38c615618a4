/// Scale and opacity of a button pressed at t = 0 and released at `releaseTime`.
///
/// Springs retarget on release the way SwiftUI's `FluidSpringAnimation` merges: the release
/// motion starts from the press motion's current value and velocity. Bézier animations do not
/// merge in SwiftUI; they add up, so the release subtracts a second ease from the first.
package struct PressTimeline: Sendable, Equatable {
    /// The animation used for both press and release.
    package let animation: PressAnimation
    /// Scale while pressed (rest is 1).
    package let pressedScale: Double
    /// Opacity while pressed (rest is 1).
    package let pressedOpacity: Double
    /// Seconds after the press at which the button is released.
    package let releaseTime: Double

    /// A timeline for a press at t = 0 and a release at `releaseTime` (negative times count as 0).
    package init(animation: PressAnimation, pressedScale: Double, pressedOpacity: Double, releaseTime: Double) {
        self.animation = animation
        self.pressedScale = pressedScale
        self.pressedOpacity = pressedOpacity
        self.releaseTime = max(0, releaseTime)
    }

    /// Time at which the release has settled and the button is back at rest.
    package var endTime: Double { releaseTime + animation.settleDuration }

    /// The scale at time `t`.
    package func scale(at t: Double) -> Double { value(at: t, pressed: pressedScale) }

    /// The opacity at time `t`, clamped to 0…1.
    ///
    /// A spring carries the animated opacity past 1 on release; what is drawn saturates at fully
    /// opaque, so the clamped value is the one a frame shows.
    package func opacity(at t: Double) -> Double {
        min(max(value(at: t, pressed: pressedOpacity), 0), 1)
    }

    /// Scale and opacity at time `t`.
    package func frame(at t: Double) -> PressFrame {
        PressFrame(time: t, scale: scale(at: t), opacity: opacity(at: t))
    }

    /// `count` frames evenly spaced from the press (t = 0) to `endTime`, both included.
    package func frames(count: Int) -> [PressFrame] {
        guard count > 1 else { return count == 1 ? [frame(at: 0)] : [] }
        let step = endTime / Double(count - 1)
        return (0..<count).map { frame(at: Double($0) * step) }
    }

    /// How far the scale swings past rest after the release, as a fraction of the press travel.
    package var releaseOvershoot: Double {
        let travel = abs(1 - pressedScale)
        guard travel > 0, case .spring(let spring) = animation else { return 0 }
        let release = releaseMotion(spring: spring, pressed: pressedScale)
        return release.peakOvershoot / travel
    }

    private func value(at t: Double, pressed: Double) -> Double {
        let rest = 1.0
        guard t >= 0 else { return rest }
        switch animation {
        case .instant:
            return t < releaseTime ? pressed : rest
        case .easeOut(let duration):
            let travel = pressed - rest
            let released = t >= releaseTime ? eased(t - releaseTime, over: duration) : 0
            return rest + travel * (eased(t, over: duration) - released)
        case .spring(let spring):
            if t < releaseTime {
                return pressed + pressMotion(spring: spring, pressed: pressed).displacement(at: t)
            }
            return rest + releaseMotion(spring: spring, pressed: pressed).displacement(at: t - releaseTime)
        }
    }

    private func eased(_ elapsed: Double, over duration: Double) -> Double {
        guard duration > 0 else { return elapsed >= 0 ? 1 : 0 }
        return UnitBezier.easeOut.value(at: elapsed / duration)
    }

    private func pressMotion(spring: SpringParameters, pressed: Double) -> SpringMotion {
        SpringMotion(spring: spring, displacement: 1 - pressed, velocity: 0)
    }

    private func releaseMotion(spring: SpringParameters, pressed: Double) -> SpringMotion {
        let press = pressMotion(spring: spring, pressed: pressed)
        let position = pressed + press.displacement(at: releaseTime)
        return SpringMotion(spring: spring, displacement: position - 1, velocity: press.velocity(at: releaseTime))
    }
}

/// One sampled moment of a press timeline.
package struct PressFrame: Sendable, Equatable {
    /// Seconds since the press.
    package let time: Double
    /// Scale effect at that time (anchor: centre).
    package let scale: Double
    /// Opacity at that time.
    package let opacity: Double
}
