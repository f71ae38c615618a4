extension Point {
    /// The origin, top-left corner of a page.
    package static let zero = Point(x: 0, y: 0)

    /// This point moved by `dx`, `dy`.
    package func offsetBy(dx: Double, dy: Double) -> Point {
        Point(x: x + dx, y: y + dy)
    }
}

extension Size {
    /// The empty size.
    package static let zero = Size(width: 0, height: 0)
}

extension Rect {
    /// Creates a rectangle from its top-left corner and size.
    package init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    /// The horizontal centre.
    package var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    package var midY: Double { origin.y + size.height / 2 }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom;
    /// negative values grow it.
    package func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The rectangle scaled by `factor` about `anchor`.
    package func scaled(_ factor: Double, about anchor: Point) -> Rect {
        Rect(
            x: anchor.x + (minX - anchor.x) * factor, y: anchor.y + (minY - anchor.y) * factor,
            width: width * factor, height: height * factor)
    }
}
