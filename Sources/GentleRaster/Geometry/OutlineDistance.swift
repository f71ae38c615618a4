/// The signed distance from a point to a shape's outline and the outline's outward normal
/// nearest to it (the distance field's gradient), in points: what Liquid Glass's lens is built
/// on.
///
/// Every `Shape` is symmetric about its centre lines, so a point is folded into one quarter and
/// measured against a quarter of the outline: the straight top edge, the corner — the same curve
/// `RoundedRectOutline` draws, flattened — and the straight side edge.
struct OutlineDistance {
    /// The signed distance (positive inside) and the outward unit normal of the nearest outline
    /// point, in the shape's own orientation (y down).
    struct Measure {
        let distance: Double
        let normalX: Double
        let normalY: Double
    }

    private let centerX: Double, centerY: Double
    private let halfWidth: Double, halfHeight: Double
    /// Where the straight top edge ends and the straight side edge ends, as folded offsets
    /// from the centre; the corner runs between them.
    private let topEnd: Double, sideEnd: Double
    /// The corner as a polyline in folded coordinates (the point's distances right of and above
    /// or below the centre), from `(topEnd, halfHeight)` to `(halfWidth, sideEnd)`.
    private let cornerX: [Double], cornerY: [Double]
    /// The polyline's pieces, with what the walk computes of each that does not depend on the point.
    private let pieces: [Piece]
    /// Whether the polyline runs right and down, never back (every corner curve does): then the
    /// pieces whose boxes lie within a distance across and down are a run found by bisection.
    private let monotone: Bool

    /// One piece of the corner polyline: its start, its direction and squared length, its box.
    private struct Piece {
        let x0: Double, y0: Double, ex: Double, ey: Double, lengthSquared: Double
        let minX: Double, maxX: Double, minY: Double, maxY: Double
    }

    /// Line pieces each cubic of a corner is flattened into: at a 40 pt radius and scale 3 the
    /// polyline stays within 0.05 px of the curve.
    static let stepsPerCurve = 16

    init(_ shape: Shape) {
        let bounds = shape.bounds
        centerX = bounds.midX
        centerY = bounds.midY
        halfWidth = max(0, bounds.width / 2)
        halfHeight = max(0, bounds.height / 2)
        var xs: [Double] = []
        var ys: [Double] = []
        switch shape {
        case .rect, .roundedRect, .capsule:
            let radius: Double
            let style: CornerStyle
            switch shape {
            case .roundedRect(_, let cornerRadius, let cornerStyle): (radius, style) = (cornerRadius, cornerStyle)
            case .capsule(let rect, let cornerStyle): (radius, style) = (min(rect.width, rect.height) / 2, cornerStyle)
            default: (radius, style) = (0, .circular)
            }
            let (curve, r) = RoundedRectOutline(rect: bounds, radius: radius, style: style).corner
            // Corner units (a back along the top edge, b down the side) to folded coordinates.
            let (a, b) = (halfWidth, halfHeight)
            func append(_ point: (Double, Double)) {
                xs.append(a - point.0 * r)
                ys.append(b - point.1 * r)
            }
            var current = (curve.reach, 0.0)
            append(current)
            for segment in curve.segments where r > 0 {
                if let control1 = segment.control1, let control2 = segment.control2 {
                    for step in 1...Self.stepsPerCurve {
                        append(
                            Self.cubic(
                                current, control1, control2, segment.end, Double(step) / Double(Self.stepsPerCurve)))
                    }
                } else {
                    append(segment.end)
                }
                current = segment.end
            }
            topEnd = a - curve.reach * r
            sideEnd = b - curve.reach * r
        case .ellipse:
            // The quarter of `Shape.ellipsePath` from the top to the side, folded.
            let k = 0.5522847498
            let (a, b) = (halfWidth, halfHeight)
            for step in 0...Self.stepsPerCurve {
                let point = Self.cubic(
                    (0, b), (k * a, b), (a, k * b), (a, 0), Double(step) / Double(Self.stepsPerCurve))
                xs.append(point.0)
                ys.append(point.1)
            }
            topEnd = 0
            sideEnd = 0
        }
        cornerX = xs
        cornerY = ys
        pieces = (0..<max(xs.count - 1, 1)).map { index in
            let (x0, y0) = (xs[index], ys[index])
            let (x1, y1) = (xs[min(index + 1, xs.count - 1)], ys[min(index + 1, ys.count - 1)])
            let (ex, ey) = (x1 - x0, y1 - y0)
            return Piece(
                x0: x0, y0: y0, ex: ex, ey: ey, lengthSquared: ex * ex + ey * ey, minX: min(x0, x1), maxX: max(x0, x1),
                minY: min(y0, y1), maxY: max(y0, y1))
        }
        monotone = zip(xs, xs.dropFirst()).allSatisfy { $0 <= $1 } && zip(ys, ys.dropFirst()).allSatisfy { $0 >= $1 }
    }

    /// The distance and normal at a point, or nil when it lies `limit` or more inside the outline,
    /// which most points of a large shape do and which this answers without walking the corner.
    /// `hint` is where the last point's nearest piece of the corner was, kept between calls: the
    /// answer is the same whatever it holds, but a neighbour's finds the nearest piece sooner.
    func measure(x: Double, y: Double, within limit: Double, hint: inout Int) -> Measure? {
        let dx = x - centerX
        let dy = y - centerY
        let px = abs(dx)
        let py = abs(dy)
        // Signed distance and folded outward normal of the nearest piece so far.
        var best = Double.infinity
        var normal = (0.0, 0.0)
        if px <= topEnd, abs(halfHeight - py) < abs(best) {
            best = halfHeight - py
            normal = (0, 1)
        }
        if py <= sideEnd, abs(halfWidth - px) < abs(best) {
            best = halfWidth - px
            normal = (1, 0)
        }
        let reach = min(abs(best), limit)
        // The corner lies inside the box between the straight edges' ends and the bounds.
        let boxX = max(topEnd - px, 0, px - halfWidth)
        let boxY = max(sideEnd - py, 0, py - halfHeight)
        if boxX * boxX + boxY * boxY < reach * reach, let corner = nearestOnCorner(px, py, within: reach, hint: &hint) {
            best = corner.distance
            normal = (corner.normalX, corner.normalY)
        }
        guard best < limit else { return nil }
        return Measure(
            distance: best, normalX: dx < 0 ? -normal.0 : normal.0, normalY: dy < 0 ? -normal.1 : normal.1)
    }

    /// What `nearestOnCorner(walking:_:within:)` answers, found without walking every piece.
    ///
    /// The walk keeps the first piece whose squared distance s is the least below limit²: a
    /// piece it skips has a box at least as far as the best so far, and a piece's nearest point
    /// lies in its box, so s is no less than the box's squared distance g — but for rounding,
    /// which is why the piece found here must also pass that test, s ≥ g, or the walk decides.
    /// Here a piece is skipped only when g exceeds a distance already found (or the limit) by a
    /// margin far above any rounding of g and s, so its s is larger: the least s and its first
    /// piece are the walk's. The hint's piece gives that distance before the walk starts, and
    /// with a monotone polyline, bisection leaves out the pieces beyond it across or down.
    func nearestOnCorner(_ px: Double, _ py: Double, within limit: Double, hint: inout Int) -> Measure? {
        var bestSquared = limit * limit
        var found: (x: Double, y: Double, segment: Int)?
        func margin(_ squared: Double) -> Double { squared + squared * 1e-9 + 1e-6 }
        var skipBeyond = margin(bestSquared)
        pieces.withUnsafeBufferPointer { pieces in
            if pieces.indices.contains(hint) {
                skipBeyond = min(skipBeyond, margin(Self.nearest(on: pieces[hint], px, py).squared))
            }
            var candidates = pieces.indices
            let reach = skipBeyond.squareRoot() + 1e-6
            if monotone, reach.isFinite, px.isFinite, py.isFinite {
                candidates = Self.run(of: pieces, xs: (px - reach)...(px + reach), ys: (py - reach)...(py + reach))
            }
            for index in candidates {
                let piece = pieces[index]
                let gapX = max(max(piece.minX - px, 0), px - piece.maxX)
                let gapY = max(max(piece.minY - py, 0), py - piece.maxY)
                guard gapX * gapX + gapY * gapY <= skipBeyond else { continue }
                let nearest = Self.nearest(on: piece, px, py)
                if nearest.squared < bestSquared {
                    bestSquared = nearest.squared
                    found = (nearest.x, nearest.y, index)
                    skipBeyond = min(skipBeyond, margin(bestSquared))
                }
            }
        }
        guard let found else { return nil }
        let piece = pieces[found.segment]
        let gapX = max(max(piece.minX - px, 0), px - piece.maxX)
        let gapY = max(max(piece.minY - py, 0), py - piece.maxY)
        guard gapX * gapX + gapY * gapY <= bestSquared else { return nearestOnCorner(walking: px, py, within: limit) }
        hint = found.segment
        return measure(px, py, nearest: found, squared: bestSquared)
    }

    /// The nearest point of `piece` to (`px`, `py`) and its squared distance, as the walk computes them.
    private static func nearest(on piece: Piece, _ px: Double, _ py: Double) -> (x: Double, y: Double, squared: Double)
    {
        let lengthSquared = piece.lengthSquared
        let t =
            lengthSquared > 0
            ? min(max(((px - piece.x0) * piece.ex + (py - piece.y0) * piece.ey) / lengthSquared, 0), 1) : 0
        let nx = piece.x0 + t * piece.ex
        let ny = piece.y0 + t * piece.ey
        return (nx, ny, (px - nx) * (px - nx) + (py - ny) * (py - ny))
    }

    /// The pieces of a polyline running right and down (x growing, y falling) whose boxes reach
    /// into `xs` across and `ys` down: piece i spans points i and i + 1, so the pieces that end
    /// short of either range come first and those that start past either come last, each found
    /// by bisection.
    private static func run(
        of pieces: UnsafeBufferPointer<Piece>, xs: ClosedRange<Double>, ys: ClosedRange<Double>
    ) -> Range<Int> {
        var (low, high) = (0, pieces.count)
        while low < high {
            let middle = (low + high) / 2
            let piece = pieces[middle]
            if piece.maxX >= xs.lowerBound && piece.minY <= ys.upperBound { high = middle } else { low = middle + 1 }
        }
        let start = low
        high = pieces.count
        while low < high {
            let middle = (low + high) / 2
            let piece = pieces[middle]
            if piece.minX > xs.upperBound || piece.maxY < ys.lowerBound { high = middle } else { low = middle + 1 }
        }
        return start..<low
    }

    /// The nearest point of the corner polyline closer than `limit`, as a signed distance and a
    /// folded outward normal; nil when none is that close. Walks every piece in order, skipping
    /// those whose box is no nearer than the best so far.
    func nearestOnCorner(walking px: Double, _ py: Double, within limit: Double) -> Measure? {
        var bestSquared = limit * limit
        var found: (x: Double, y: Double, segment: Int)?
        for index in 0..<max(cornerX.count - 1, 1) {
            let x0 = cornerX[index]
            let y0 = cornerY[index]
            let x1 = cornerX[min(index + 1, cornerX.count - 1)]
            let y1 = cornerY[min(index + 1, cornerY.count - 1)]
            // Skip pieces whose bounding box is already farther than the best.
            let gapX = max(min(x0, x1) - px, 0, px - max(x0, x1))
            let gapY = max(min(y0, y1) - py, 0, py - max(y0, y1))
            guard gapX * gapX + gapY * gapY < bestSquared else { continue }
            let ex = x1 - x0
            let ey = y1 - y0
            let lengthSquared = ex * ex + ey * ey
            let t = lengthSquared > 0 ? min(max(((px - x0) * ex + (py - y0) * ey) / lengthSquared, 0), 1) : 0
            let nx = x0 + t * ex
            let ny = y0 + t * ey
            let squared = (px - nx) * (px - nx) + (py - ny) * (py - ny)
            if squared < bestSquared {
                bestSquared = squared
                found = (nx, ny, index)
            }
        }
        guard let found else { return nil }
        return measure(px, py, nearest: found, squared: bestSquared)
    }

    /// The signed distance and folded outward normal at (`px`, `py`), whose nearest point of the
    /// corner, at `squared` distance, is `found` on piece `found.segment`.
    private func measure(
        _ px: Double, _ py: Double, nearest found: (x: Double, y: Double, segment: Int), squared bestSquared: Double
    ) -> Measure {
        let distance = bestSquared.squareRoot()
        // The piece's outward normal: its direction turned a quarter to the left, as the
        // polyline runs from the top edge to the side edge.
        let index = found.segment
        var ex = cornerX[min(index + 1, cornerX.count - 1)] - cornerX[index]
        var ey = cornerY[min(index + 1, cornerY.count - 1)] - cornerY[index]
        if ex == 0, ey == 0 { (ex, ey) = (1, -1) }
        let length = (ex * ex + ey * ey).squareRoot()
        let outward = (-ey / length, ex / length)
        let inside = (px - found.x) * outward.0 + (py - found.y) * outward.1 <= 0
        guard distance > 1e-9 else {
            return Measure(distance: 0, normalX: outward.0, normalY: outward.1)
        }
        let sign = inside ? -1.0 : 1.0
        return Measure(
            distance: inside ? distance : -distance, normalX: sign * (px - found.x) / distance,
            normalY: sign * (py - found.y) / distance)
    }

    private static func cubic(
        _ p0: (Double, Double), _ p1: (Double, Double), _ p2: (Double, Double), _ p3: (Double, Double), _ t: Double
    ) -> (Double, Double) {
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        return (a * p0.0 + b * p1.0 + c * p2.0 + d * p3.0, a * p0.1 + b * p1.1 + c * p2.1 + d * p3.1)
    }
}
