/// How long a case took, for the JUnit report's `time`: the continuous clock, or a fixed duration
/// so a test's report does not depend on the machine.
public struct CaseClock: Sendable {
    /// An instant of the clock; no public signature speaks it, so it is not public either.
    typealias Instant = ContinuousClock.Instant

    private let measure: @Sendable (Instant) -> Double

    /// The process's continuous clock.
    public static let continuous = CaseClock { start in (ContinuousClock.now - start) / .seconds(1) }

    /// Every case takes `seconds`.
    public static func fixed(_ seconds: Double) -> CaseClock { CaseClock { _ in seconds } }

    private init(measure: @escaping @Sendable (Instant) -> Double) {
        self.measure = measure
    }

    /// Now, to measure from.
    var now: Instant { ContinuousClock.now }

    /// Seconds since `start`.
    func seconds(since start: Instant) -> Double { measure(start) }
}
