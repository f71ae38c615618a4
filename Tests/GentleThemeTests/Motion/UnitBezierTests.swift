import GentleTheme
import Testing

@Suite("Cubic Bézier timing curves")
struct UnitBezierTests {
    @Test func easeOutStartsAtZeroAndEndsAtOne() {
        #expect(UnitBezier.easeOut.value(at: 0) == 0)
        #expect(abs(UnitBezier.easeOut.value(at: 1) - 1) < 1e-6)
        #expect(UnitBezier.easeOut.value(at: -0.5) == 0)
        #expect(abs(UnitBezier.easeOut.value(at: 1.5) - 1) < 1e-6)
    }

    @Test func easeOutIsMonotone() {
        let values = (0...400).map { UnitBezier.easeOut.value(at: Double($0) / 400) }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 })
    }

    // Test vectors from swiftui-rendering-semantics §1.8 (x → y).
    @Test(arguments: [
        (UnitBezier.easeOut, 0.25, 0.3781),
        (UnitBezier.easeOut, 0.5, 0.6846),
        (UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1), 0.10, 0.0197),
        (UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1), 0.25, 0.1292),
        (UnitBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1), 0.5, 0.5),
        (UnitBezier(x1: 0.42, y1: 0, x2: 1, y2: 1), 0.5, 0.3154),
        (UnitBezier(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1), 0.25, 0.4085),
    ])
    func matchesPublishedVector(curve: UnitBezier, x: Double, y: Double) {
        #expect(abs(curve.value(at: x) - y) < 1e-4)
    }
}
