/// A cubic Bézier timing curve from (0, 0) to (1, 1), as SwiftUI's `UnitCurve.bezier`.
package struct UnitBezier: Sendable, Equatable {
    /// SwiftUI's `easeOut`: control points (0, 0) and (0.58, 1).
    package static let easeOut = UnitBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)

    private let ax, bx, cx, ay, by, cy: Double

    /// A curve with control points (x1, y1) and (x2, y2); x values are clamped to 0…1 so x(s) is monotone.
    package init(x1: Double, y1: Double, x2: Double, y2: Double) {
        let clampedX1 = min(max(x1, 0), 1)
        let clampedX2 = min(max(x2, 0), 1)
        cx = 3 * clampedX1
        bx = 3 * (clampedX2 - clampedX1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// The curve's progress y for an input progress x (clamped to 0…1).
    package func value(at x: Double) -> Double {
        let progress = min(max(x, 0), 1)
        let s = parameter(forX: progress)
        return ((ay * s + by) * s + cy) * s
    }

    private func x(at s: Double) -> Double { ((ax * s + bx) * s + cx) * s }

    private func xSlope(at s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    // Newton converges in a few steps almost everywhere; bisection catches flat slopes
    // (near s = 0 for easeOut's (0, 0) control point). Same tolerance as SwiftUI's solver.
    private func parameter(forX target: Double) -> Double {
        let tolerance = 1.0 / 1_048_576
        var s = target
        for _ in 0..<8 {
            let error = x(at: s) - target
            if abs(error) < tolerance { return s }
            let slope = xSlope(at: s)
            if abs(slope) < 1e-6 { break }
            s -= error / slope
        }
        var low = 0.0
        var high = 1.0
        s = target
        for _ in 0..<64 {
            let value = x(at: s)
            if abs(value - target) < tolerance { return s }
            if value < target { low = s } else { high = s }
            s = (low + high) / 2
        }
        return s
    }
}
