import GentleTheme
import Testing

struct SpringCase: Sendable, CustomTestStringConvertible {
    let name: String
    let response: Double
    let dampingFraction: Double
    var testDescription: String { "\(name) (\(response), \(dampingFraction))" }

    var spring: SpringParameters? { SpringParameters(response: response, dampingFraction: dampingFraction) }

    static let spring = SpringCase(name: ".spring", response: 0.5, dampingFraction: 0.825)
    static let smooth = SpringCase(name: ".smooth", response: 0.5, dampingFraction: 1)
    static let snappy = SpringCase(name: ".snappy", response: 0.5, dampingFraction: 0.85)
    static let bouncy = SpringCase(name: ".bouncy", response: 0.5, dampingFraction: 0.7)
    static let interactive = SpringCase(name: ".interactiveSpring", response: 0.15, dampingFraction: 0.86)
    static let springBack = SpringCase(name: "springBack", response: 0.45, dampingFraction: 0.45)
    static let sluggish = SpringCase(name: "overdamped", response: 0.3, dampingFraction: 1.6)
}

@Suite("Closed-form spring motion")
struct SpringMotionTests {
    // Progress p(t) from rest toward 1, from swiftui-rendering-semantics §1.7.
    @Test(arguments: [
        (SpringCase.spring, 0.05, 0.1394), (SpringCase.spring, 0.10, 0.3936),
        (SpringCase.spring, 0.20, 0.7996), (SpringCase.spring, 0.30, 0.9685),
        (SpringCase.spring, 0.40, 1.0083), (SpringCase.spring, 0.60, 1.0035),
        (SpringCase.bouncy, 0.10, 0.4233), (SpringCase.bouncy, 0.30, 1.0339),
        (SpringCase.bouncy, 0.50, 1.0145),
        (SpringCase.smooth, 0.10, 0.3577), (SpringCase.smooth, 0.30, 0.8900),
        (SpringCase.smooth, 0.50, 0.9864),
    ])
    func progressFromRestMatchesReference(_ spring: SpringCase, time: Double, progress: Double) throws {
        let parameters = try #require(spring.spring)
        let motion = SpringMotion(spring: parameters, displacement: -1, velocity: 0)
        #expect(abs(1 + motion.displacement(at: time) - progress) < 1e-4)
    }

    @Test(arguments: [SpringCase.springBack, .smooth, .sluggish])
    func startsFromTheGivenStateAndObeysTheSpringEquation(_ spring: SpringCase) throws {
        let parameters = try #require(spring.spring)
        let motion = SpringMotion(spring: parameters, displacement: 0.3, velocity: -2)
        #expect(abs(motion.displacement(at: 0) - 0.3) < 1e-12)
        #expect(abs(motion.velocity(at: 0) + 2) < 1e-12)
        let h = 1e-4
        for t in [0.05, 0.2, 0.7] {
            let acceleration = (motion.velocity(at: t + h) - motion.velocity(at: t - h)) / (2 * h)
            let slope = (motion.displacement(at: t + h) - motion.displacement(at: t - h)) / (2 * h)
            let residual =
                acceleration + parameters.damping * motion.velocity(at: t)
                + parameters.stiffness * motion.displacement(at: t)
            #expect(abs(residual) < 1e-4 * parameters.stiffness)
            #expect(abs(slope - motion.velocity(at: t)) < 1e-6)
        }
    }

    // settlingDuration and peak overshoot from swiftui-rendering-semantics §1.7.
    @Test(arguments: [
        (SpringCase.spring, 0.901, 0.0102), (SpringCase.snappy, 0.877, 0.0063),
        (SpringCase.bouncy, 1.045, 0.0460), (SpringCase.interactive, 0.292, 0.0050),
        (SpringCase.smooth, 0.8, 0),
    ])
    func settleTimeAndOvershootMatchReference(_ spring: SpringCase, settle: Double, overshoot: Double) throws {
        let parameters = try #require(spring.spring)
        #expect(abs(parameters.settlingDuration - settle) < 1e-3)
        #expect(abs(parameters.peakOvershoot - overshoot) < 1e-4)
        let fromRest = SpringMotion(spring: parameters, displacement: -1, velocity: 0)
        #expect(abs(fromRest.peakOvershoot - parameters.peakOvershoot) < 1e-9)
    }

    @Test func criticallyDampedScanReturnsAWholeTenthOfASecond() throws {
        let parameters = try #require(SpringCase.smooth.spring)
        #expect(parameters.settlingDuration == 0.8)
        let overdamped = try #require(SpringCase.sluggish.spring)
        #expect((overdamped.settlingDuration * 10).rounded() == overdamped.settlingDuration * 10)
        #expect(overdamped.peakOvershoot == 0)
        let creeping = try #require(SpringParameters(response: 1, dampingFraction: 200))
        #expect(creeping.settlingDuration == SpringParameters.settlingHorizon)
    }

    @Test func rejectsSpringsThatCannotMove() {
        #expect(SpringParameters(response: 0, dampingFraction: 0.8) == nil)
        #expect(SpringParameters(response: .nan, dampingFraction: 0.8) == nil)
        #expect(SpringParameters(response: 0.3, dampingFraction: -0.1) == nil)
        #expect(
            SpringParameters(response: 0.3, dampingFraction: 0)?.settlingDuration == SpringParameters.settlingHorizon)
    }

    @Test func conversionsFollowSwiftUIHelpers() throws {
        let parameters = try #require(SpringCase.spring.spring)
        #expect(abs(parameters.stiffness - 157.91) < 0.01)
        #expect(abs(parameters.damping - 20.73) < 0.01)
    }
}
