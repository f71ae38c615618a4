/// How rounded-rectangle corners are drawn (SwiftUI `RoundedCornerStyle`).
package enum CornerStyle: String, Sendable, Hashable, Codable {
    /// Apple's continuous ("squircle") corners, SwiftUI's default.
    case continuous
    /// Quarter circles.
    case circular
}

/// The outline of one corner in corner units: `a` runs back along the edge arriving at the
/// corner, `b` forward along the edge leaving it; the corner itself is (0, 0).
struct CornerCurve {
    /// Distance from the corner where the curve leaves the straight edge, in units of the radius.
    let reach: Double
    /// Straight lines (`control == nil`) and cubics, after the start point `(reach, 0)`.
    let segments: [(control1: (Double, Double)?, control2: (Double, Double)?, end: (Double, Double))]

    /// PaintCode's measurement of UIKit's iOS 7+ continuous corner (top-right, clockwise).
    static let appleContinuous = CornerCurve(
        reach: 1.52866471,
        segments: [
            ((1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)),
            (nil, nil, (0.63149399, 0.07491100)),
            ((0.37282392, 0.16905899), (0.16906013, 0.37282401), (0.07491176, 0.63149399)),
            ((0, 0.86840701), (0, 1.08849299), (0, 1.52866483)),
        ])

    /// A quarter circle as one cubic (handle 4/3·(√2−1)).
    static let circular = CornerCurve(
        reach: 1, segments: [((1 - 0.5522847498, 0), (0, 1 - 0.5522847498), (0, 1))])
}
