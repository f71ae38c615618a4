#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The closed-form motion of a spring toward its target from a given displacement and velocity.
///
/// `displacement` is position − target. Standard unit-mass damped-oscillator solutions
/// (identical to SwiftUI's `Spring.value` / `velocity`):
/// underdamped e(t) = e^(−λt)(A cos ωd t + B sin ωd t), critical e(t) = (A + Bt)e^(−λt),
/// overdamped e(t) = C1·e^(r1 t) + C2·e^(r2 t).
package struct SpringMotion: Sendable, Equatable {
    /// The spring that drives the motion.
    package let spring: SpringParameters
    /// Position minus target at t = 0.
    package let initialDisplacement: Double
    /// Velocity at t = 0, in value units per second.
    package let initialVelocity: Double

    /// A motion starting `displacement` away from the target with `velocity`.
    package init(spring: SpringParameters, displacement: Double, velocity: Double) {
        self.spring = spring
        self.initialDisplacement = displacement
        self.initialVelocity = velocity
    }

    /// Position minus target at time `t` (seconds, t ≥ 0).
    package func displacement(at t: Double) -> Double { state(at: t).displacement }

    /// Velocity at time `t` (seconds, t ≥ 0).
    package func velocity(at t: Double) -> Double { state(at: t).velocity }

    /// The largest excursion past the target, on the side opposite to where the motion started,
    /// in value units (0 when the motion never crosses the target).
    package var peakOvershoot: Double {
        let approachSide: Double =
            initialDisplacement != 0
            ? (initialDisplacement > 0 ? 1 : -1)
            : (initialVelocity > 0 ? -1 : 1)
        let excursions = extremumTimes.map { -approachSide * displacement(at: $0) }
        return max(0, excursions.max() ?? 0)
    }

    // The closed-form coefficients for this start, worked out once for both the state at a
    // time and the times of the extrema.
    private var solution: Solution {
        let zeta = spring.dampingFraction
        let omega0 = spring.naturalFrequency
        let lambda = spring.decayConstant
        let e0 = initialDisplacement
        let v0 = initialVelocity
        if zeta < 1 {
            let omega = omega0 * (1 - zeta * zeta).squareRoot()
            return .under(dampedFrequency: omega, b: (v0 + lambda * e0) / omega)
        }
        if zeta == 1 { return .critical(b: v0 + lambda * e0) }
        let spread = omega0 * (zeta * zeta - 1).squareRoot()
        let r1 = -lambda + spread
        let r2 = -lambda - spread
        let c1 = (v0 - r2 * e0) / (r1 - r2)
        return .over(slowRate: r1, fastRate: r2, c1: c1, c2: e0 - c1)
    }

    private func state(at t: Double) -> (displacement: Double, velocity: Double) {
        let lambda = spring.decayConstant
        let e0 = initialDisplacement
        let v0 = initialVelocity
        switch solution {
        case .under(let omega, let b):
            let decay = exp(-lambda * t)
            let cosine = cos(omega * t)
            let sine = sin(omega * t)
            return (
                decay * (e0 * cosine + b * sine),
                decay * (v0 * cosine - (lambda * b + omega * e0) * sine)
            )
        case .critical(let b):
            let decay = exp(-lambda * t)
            return (decay * (e0 + b * t), decay * (b - lambda * (e0 + b * t)))
        case .over(let r1, let r2, let c1, let c2):
            let slow = exp(r1 * t)
            let fast = exp(r2 * t)
            return (c1 * slow + c2 * fast, r1 * c1 * slow + r2 * c2 * fast)
        }
    }

    // Times t > 0 where the velocity is zero. Successive underdamped extrema shrink, so the
    // first two (one on each side of the target) contain the largest overshoot.
    private var extremumTimes: [Double] {
        let lambda = spring.decayConstant
        let e0 = initialDisplacement
        let v0 = initialVelocity
        switch solution {
        case .under(let omega, let b):
            // v(t) ∝ v0·cos θ − (λB + ωA)·sin θ = R·cos(θ − φ); zeros at θ = φ + π/2 + nπ.
            let phase = atan2(-(lambda * b + omega * e0), v0)
            var first = (phase + Double.pi / 2).truncatingRemainder(dividingBy: Double.pi)
            if first < 0 { first += Double.pi }
            return [first / omega, (first + Double.pi) / omega]
        case .critical(let b):
            guard b != 0 else { return [] }
            let time = v0 / (lambda * b)
            return time > 0 ? [time] : []
        case .over(let r1, let r2, let c1, let c2):
            let ratio = -(r2 * c2) / (r1 * c1)
            guard r1 != 0, c1 != 0, ratio > 0 else { return [] }
            let time = log(ratio) / (r1 - r2)
            return time > 0 ? [time] : []
        }
    }

    /// The damping regime with the coefficients of its solution (B, or C1 and C2).
    private enum Solution {
        case under(dampedFrequency: Double, b: Double)
        case critical(b: Double)
        case over(slowRate: Double, fastRate: Double, c1: Double, c2: Double)
    }
}
