/// The shapes SwiftUI draws surfaces and swatches with, in points.
package enum Shape: Sendable, Hashable {
    /// A plain rectangle.
    case rect(Rect)
    /// A rounded rectangle; the radius is clamped to half the shorter side.
    case roundedRect(Rect, cornerRadius: Double, style: CornerStyle)
    /// A rectangle whose shorter sides are half circles.
    case capsule(Rect, style: CornerStyle)
    /// The ellipse inscribed in a rectangle.
    case ellipse(Rect)

    /// A circle around a centre.
    package static func circle(center: Point, radius: Double) -> Shape {
        .ellipse(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    }

    /// The rectangle the shape fills.
    package var bounds: Rect {
        switch self {
        case .rect(let rect), .roundedRect(let rect, _, _), .capsule(let rect, _), .ellipse(let rect): rect
        }
    }

    /// The shape shrunk by `amount` on every side, as SwiftUI's `InsettableShape` does for
    /// `strokeBorder`: corner radii shrink by the same amount.
    package func inset(by amount: Double) -> Shape {
        switch self {
        case .rect(let rect): .rect(rect.insetBy(amount))
        case .roundedRect(let rect, let radius, let style):
            .roundedRect(rect.insetBy(amount), cornerRadius: max(0, radius - amount), style: style)
        case .capsule(let rect, let style): .capsule(rect.insetBy(amount), style: style)
        case .ellipse(let rect): .ellipse(rect.insetBy(amount))
        }
    }

    /// The outline, clockwise from the top edge.
    package var path: Path {
        switch self {
        case .rect(let rect):
            RoundedRectOutline(rect: rect, radius: 0, style: .circular).path
        case .roundedRect(let rect, let radius, let style):
            RoundedRectOutline(rect: rect, radius: radius, style: style).path
        case .capsule(let rect, let style):
            RoundedRectOutline(rect: rect, radius: min(rect.width, rect.height) / 2, style: style).path
        case .ellipse(let rect):
            Self.ellipsePath(rect)
        }
    }

    private static func ellipsePath(_ rect: Rect) -> Path {
        let k = 0.5522847498
        let rx = rect.width / 2
        let ry = rect.height / 2
        let c = rect.center
        var path = Path()
        path.move(to: Point(x: c.x + rx, y: c.y))
        path.curve(
            to: Point(x: c.x, y: c.y + ry), control1: Point(x: c.x + rx, y: c.y + k * ry),
            control2: Point(x: c.x + k * rx, y: c.y + ry))
        path.curve(
            to: Point(x: c.x - rx, y: c.y), control1: Point(x: c.x - k * rx, y: c.y + ry),
            control2: Point(x: c.x - rx, y: c.y + k * ry))
        path.curve(
            to: Point(x: c.x, y: c.y - ry), control1: Point(x: c.x - rx, y: c.y - k * ry),
            control2: Point(x: c.x - k * rx, y: c.y - ry))
        path.curve(
            to: Point(x: c.x + rx, y: c.y), control1: Point(x: c.x + k * rx, y: c.y - ry),
            control2: Point(x: c.x + rx, y: c.y - k * ry))
        path.close()
        return path
    }
}
