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

/// A SwiftUI `spring(response:dampingFraction:)` as a unit-mass damped oscillator.
///
/// Conversions follow SwiftUI's inlined helpers: stiffness k = (2π / response)²,
/// damping c = 2·ζ·√k, so the decay constant is λ = ζ·ω0 with ω0 = 2π / response.
/// `blendDuration` only matters when a spring retargets to a spring with a different
/// response; a button animates press and release with the same spring, so it has no effect.
package struct SpringParameters: Sendable, Equatable {
    /// Seconds for one undamped oscillation.
    package let response: Double
    /// ζ: below 1 bounces, 1 is critical, above 1 creeps.
    package let dampingFraction: Double

    /// Settle times past this horizon are reported as the horizon (SwiftUI's own scan stops here).
    package static let settlingHorizon = 102.4

    /// A spring, or nil when the response is not a positive finite number or the damping is
    /// negative or not finite (a zero response is an infinitely stiff spring, i.e. no animation).
    package init?(response: Double, dampingFraction: Double) {
        guard response.isFinite, response > 0, dampingFraction.isFinite, dampingFraction >= 0 else {
            return nil
        }
        self.response = response
        self.dampingFraction = dampingFraction
    }

    /// ω0 = 2π / response, in radians per second.
    package var naturalFrequency: Double { 2 * Double.pi / response }

    /// k = ω0² (mass 1).
    package var stiffness: Double { naturalFrequency * naturalFrequency }

    /// c = 2·ζ·ω0 (mass 1).
    package var damping: Double { 2 * dampingFraction * naturalFrequency }

    /// λ = ζ·ω0, the exponential decay rate of the envelope.
    package var decayConstant: Double { dampingFraction * naturalFrequency }

    /// The fraction of the travel by which a spring released from rest overshoots its target:
    /// e^(−ζπ/√(1−ζ²)) when underdamped, 0 otherwise.
    package var peakOvershoot: Double {
        guard dampingFraction < 1 else { return 0 }
        return exp(-dampingFraction * Double.pi / (1 - dampingFraction * dampingFraction).squareRoot())
    }

    /// Time at which the spring counts as at rest, as SwiftUI's `Spring.settlingDuration`
    /// defines it: target 1, from rest, ε = 0.001.
    package var settlingDuration: Double {
        let epsilon = 0.001
        let lambda = decayConstant
        guard lambda > 0 else { return Self.settlingHorizon }
        guard dampingFraction >= 1 else {
            // Underdamped: the decay envelope (|λ·target − v0| + |target|)·e^(−λt) falls below ε.
            return min(max(0, log((lambda + 1) / epsilon) / lambda), Self.settlingHorizon)
        }
        return scannedSettlingTime(epsilon: epsilon)
    }

    // Critically and over-damped springs have no envelope formula; SwiftUI scans 0.1 s steps
    // and returns the first sample after which the motion stays within ε for more than 1 s.
    private func scannedSettlingTime(epsilon: Double) -> Double {
        let steps = Int(Self.settlingHorizon * 10)
        let fromRest = SpringMotion(spring: self, displacement: -1, velocity: 0)
        var firstInside: Int?
        for step in 0..<steps {
            let distance = abs(fromRest.displacement(at: Double(step) / 10))
            guard distance < epsilon else {
                firstInside = nil
                continue
            }
            let start = firstInside ?? step
            firstInside = start
            if step - start > 10 { return Double(start) / 10 }
        }
        return Self.settlingHorizon
    }
}
