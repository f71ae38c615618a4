import CCairo

extension Canvas {
    /// `rect` with its edges moved to the nearest device pixel boundaries and at least one device
    /// pixel thick: a hairline rule between two pixel rows is otherwise smeared over both at half
    /// strength.
    package func pixelAligned(_ rect: Rect) -> Rect {
        let topLeft = toDevice(Point(x: rect.minX, y: rect.minY))
        let bottomRight = toDevice(Point(x: rect.maxX, y: rect.maxY))
        let left = topLeft.x.rounded()
        let top = topLeft.y.rounded()
        let alignedTopLeft = toUser(Point(x: left, y: top))
        let alignedBottomRight = toUser(
            Point(x: max(bottomRight.x.rounded(), left + 1), y: max(bottomRight.y.rounded(), top + 1)))
        return Rect(
            x: alignedTopLeft.x, y: alignedTopLeft.y, width: alignedBottomRight.x - alignedTopLeft.x,
            height: alignedBottomRight.y - alignedTopLeft.y)
    }

    /// `points` moved across a horizontal or vertical line so that a stroke of `lineWidth` covers
    /// whole device pixels: centred on a pixel for an odd number of pixels, on a pixel boundary
    /// for an even one. Slanted lines, and widths that are not whole pixels, are left as they are.
    package func pixelAligned(_ points: [Point], lineWidth: Double) -> [Point] {
        guard let first = points.first, points.count > 1 else { return points }
        let device = points.map(toDevice)
        let pixels = (toDevice(Point(x: first.x + lineWidth, y: first.y)).x - device[0].x).magnitude
        guard pixels >= 1, pixels.rounded() == pixels else { return points }
        let offset = pixels.truncatingRemainder(dividingBy: 2) == 1 ? 0.5 : 0
        func aligned(_ value: Double) -> Double { (value - offset).rounded() + offset }
        if device.allSatisfy({ $0.y == device[0].y }) {
            let y = aligned(device[0].y)
            return device.map { toUser(Point(x: $0.x, y: y)) }
        }
        if device.allSatisfy({ $0.x == device[0].x }) {
            let x = aligned(device[0].x)
            return device.map { toUser(Point(x: x, y: $0.y)) }
        }
        return points
    }

    private func toDevice(_ point: Point) -> Point {
        var x = point.x
        var y = point.y
        cairo_user_to_device(context, &x, &y)
        return Point(x: x, y: y)
    }

    private func toUser(_ point: Point) -> Point {
        var x = point.x
        var y = point.y
        cairo_device_to_user(context, &x, &y)
        return Point(x: x, y: y)
    }
}
