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

/// A few simple vector icons, drawn in a square.
package enum Icon: String, Sendable, Hashable, Codable, CaseIterable {
    /// A five-pointed star (filled).
    case star
    /// A heart (filled).
    case heart
    /// A plus sign (stroked).
    case plus
    /// A check mark (stroked).
    case checkmark
    /// An arrow pointing right (stroked).
    case arrow

    /// Whether the icon is a filled outline rather than a stroked line drawing.
    package var isFilled: Bool { self == .star || self == .heart }

    /// The icon's path fitted into `rect` (centred in its largest square).
    package func path(in rect: Rect) -> Path {
        let side = min(rect.width, rect.height)
        let left = rect.minX + (rect.width - side) / 2
        let top = rect.minY + (rect.height - side) / 2
        func p(_ x: Double, _ y: Double) -> Point { Point(x: left + x * side, y: top + y * side) }
        var path = Path()
        switch self {
        case .star:
            for index in 0..<10 {
                let angle = -Double.pi / 2 + Double(index) * Double.pi / 5
                let radius = index % 2 == 0 ? 0.5 : 0.2
                let point = p(0.5 + radius * cos(angle), 0.53 + radius * sin(angle))
                if index == 0 { path.move(to: point) } else { path.line(to: point) }
            }
            path.close()
        case .heart:
            path.move(to: p(0.5, 0.9))
            path.curve(to: p(0.05, 0.35), control1: p(0.3, 0.72), control2: p(0.05, 0.56))
            path.curve(to: p(0.5, 0.22), control1: p(0.05, 0.1), control2: p(0.4, 0.05))
            path.curve(to: p(0.95, 0.35), control1: p(0.6, 0.05), control2: p(0.95, 0.1))
            path.curve(to: p(0.5, 0.9), control1: p(0.95, 0.56), control2: p(0.7, 0.72))
            path.close()
        case .plus:
            path.move(to: p(0.5, 0.15))
            path.line(to: p(0.5, 0.85))
            path.move(to: p(0.15, 0.5))
            path.line(to: p(0.85, 0.5))
        case .checkmark:
            path.move(to: p(0.15, 0.52))
            path.line(to: p(0.4, 0.77))
            path.line(to: p(0.86, 0.25))
        case .arrow:
            path.move(to: p(0.15, 0.5))
            path.line(to: p(0.85, 0.5))
            path.move(to: p(0.58, 0.23))
            path.line(to: p(0.85, 0.5))
            path.line(to: p(0.58, 0.77))
        }
        return path
    }
}
