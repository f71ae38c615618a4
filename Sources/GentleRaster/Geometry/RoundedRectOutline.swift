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

/// Builds a rounded rectangle's path from corner curves.
///
/// Continuous corners use Apple's measured curve when it fits (reach 1.5287·r ≤ half the shorter
/// side). When it does not, the arc radius is kept and the smoothing shrinks (Figma's corner
/// model) until the reach fits, so a capsule ends up exactly circular, as the reference suggests.
struct RoundedRectOutline {
    let rect: Rect
    let radius: Double
    let style: CornerStyle

    /// The curve every corner is drawn with and the radius it is scaled by, after clamping.
    var corner: (curve: CornerCurve, radius: Double) {
        let half = max(0, min(rect.width, rect.height) / 2)
        let r = max(0, min(radius.isFinite ? radius : 0, half))
        switch style {
        case .circular: return (.circular, r)
        case .continuous:
            let curve =
                CornerCurve.appleContinuous.reach * r <= half
                ? CornerCurve.appleContinuous : Self.smoothed(smoothing: max(0, half / max(r, 1e-9) - 1))
            return (curve, r)
        }
    }

    var path: Path {
        let (curve, r) = corner
        // Corners clockwise: (corner, arriving direction, leaving direction).
        let corners: [(Point, (Double, Double), (Double, Double))] = [
            (Point(x: rect.maxX, y: rect.minY), (1, 0), (0, 1)),
            (Point(x: rect.maxX, y: rect.maxY), (0, 1), (-1, 0)),
            (Point(x: rect.minX, y: rect.maxY), (-1, 0), (0, -1)),
            (Point(x: rect.minX, y: rect.minY), (0, -1), (1, 0)),
        ]
        var path = Path()
        path.move(to: Point(x: rect.minX + curve.reach * r, y: rect.minY))
        for (corner, arriving, leaving) in corners {
            func place(_ ab: (Double, Double)) -> Point {
                Point(
                    x: corner.x - ab.0 * r * arriving.0 + ab.1 * r * leaving.0,
                    y: corner.y - ab.0 * r * arriving.1 + ab.1 * r * leaving.1)
            }
            path.line(to: place((curve.reach, 0)))
            guard r > 0 else { continue }
            for segment in curve.segments {
                if let c1 = segment.control1, let c2 = segment.control2 {
                    path.curve(to: place(segment.end), control1: place(c1), control2: place(c2))
                } else {
                    path.line(to: place(segment.end))
                }
            }
        }
        path.close()
        return path
    }

    /// Figma's smoothed corner (after MartinRGB / figma-squircle) for smoothing `s` in 0…1, in
    /// units of the arc radius.
    static func smoothed(smoothing: Double) -> CornerCurve {
        let s = min(smoothing, 1)
        let degree = Double.pi / 180
        let p = 1 + s
        let arcMeasure = 90 * (1 - s)
        let arcLength = sin(arcMeasure / 2 * degree) * 2.0.squareRoot()
        let alpha = (90 - arcMeasure) / 2
        let p3ToP4 = tan(alpha / 2 * degree)
        let beta = 45 * s
        let c = p3ToP4 * cos(beta * degree)
        let d = c * tan(beta * degree)
        let b = (p - arcLength - c - d) / 3
        let a = 2 * b
        let arcStart = (p - a - b - c, d)
        let arcEnd = (d, p - a - b - c)
        let arc = arcCubic(from: arcStart, to: arcEnd)
        return CornerCurve(
            reach: p,
            segments: [
                ((p - a, 0), (p - a - b, 0), arcStart),
                (arc.0, arc.1, arcEnd),
                ((0, p - a - b), (0, p - a), (0, p)),
            ])
    }

    /// A unit-radius arc around (1, 1) between two points on it, as one cubic.
    private static func arcCubic(from start: (Double, Double), to end: (Double, Double)) -> (
        (Double, Double), (Double, Double)
    ) {
        let t0 = atan2(start.1 - 1, start.0 - 1)
        let t1 = atan2(end.1 - 1, end.0 - 1)
        var sweep = t1 - t0
        while sweep > Double.pi { sweep -= 2 * Double.pi }
        while sweep <= -Double.pi { sweep += 2 * Double.pi }
        let h = 4.0 / 3.0 * tan(sweep / 4)
        return ((start.0 - h * sin(t0), start.1 + h * cos(t0)), (end.0 + h * sin(t1), end.1 - h * cos(t1)))
    }
}
