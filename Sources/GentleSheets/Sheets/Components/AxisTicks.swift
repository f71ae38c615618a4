/// Evenly spaced, round tick values for a plot axis, spaced so their labels do not collide.
struct AxisTicks: Sendable, Equatable {
    /// The tick values, ascending.
    let values: [Double]
    /// The spacing between ticks, in axis units.
    let step: Double

    /// The round steps tried, smallest first, per decade.
    private static let mantissas = [1.0, 2, 2.5, 5]

    /// Ticks over `lower...upper` drawn `pointsPerUnit` apart per unit, at least `minimumSpacing`
    /// points apart; the smallest round step that keeps labels apart wins.
    init(lower: Double, upper: Double, pointsPerUnit: Double, minimumSpacing: Double) {
        let span = max(upper - lower, .ulpOfOne)
        let step = Self.roundSteps(covering: span).first { $0 * pointsPerUnit >= minimumSpacing } ?? span
        let first = (lower / step).rounded(.up)
        let last = (upper / step).rounded(.down)
        let count = max(0, Int(last - first) + 1)
        values = (0..<min(count, 64)).map { (first + Double($0)) * step }
        self.step = step
    }

    private static func roundSteps(covering span: Double) -> [Double] {
        let smallestDecade = (span / 100).log10Floor
        return (0..<5).flatMap { decade in mantissas.map { $0 * smallestDecade * pow10(decade) } }
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}

extension Double {
    /// The largest power of ten not above this positive value.
    fileprivate var log10Floor: Double {
        var power = 1.0
        guard self > 0, isFinite else { return 1 }
        while power > self { power /= 10 }
        while power * 10 <= self { power *= 10 }
        return power
    }
}
