import GentleRaster

extension Polyline {
    /// The stretches of the line that are inked under its dash pattern, each an open path;
    /// the whole line when it has no pattern. The pattern restarts at the first point.
    package var inkedRuns: [[Point]] {
        let pattern = dash.filter { $0.isFinite && $0 > 0 }
        guard pattern.count >= 2, points.count >= 2 else { return points.count >= 2 ? [points] : [] }
        var walker = DashWalker(pattern: pattern)
        for (start, end) in zip(points, points.dropFirst()) {
            walker.walk(from: start, to: end)
        }
        return walker.finished()
    }
}

/// Walks a polyline, cutting it where its dash pattern switches between ink and gap.
private struct DashWalker {
    let pattern: [Double]
    var index = 0
    var left: Double
    var runs: [[Point]] = []
    var current: [Point] = []

    init(pattern: [Double]) {
        self.pattern = pattern
        left = pattern[0]
    }

    var inked: Bool { index.isMultiple(of: 2) }

    mutating func walk(from start: Point, to end: Point) {
        let length = ((end.x - start.x) * (end.x - start.x) + (end.y - start.y) * (end.y - start.y)).squareRoot()
        var travelled = 0.0
        if inked && current.isEmpty { current = [start] }
        while length - travelled > left {
            travelled += left
            let t = travelled / length
            let cut = Point(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)
            if inked {
                // A dash that ends exactly on a vertex already holds that point.
                runs.append(current.last == cut ? current : current + [cut])
                current = []
            } else {
                current = [cut]
            }
            index = (index + 1) % pattern.count
            left = pattern[index]
        }
        left -= length - travelled
        if inked { current.append(end) }
    }

    func finished() -> [[Point]] {
        current.count >= 2 ? runs + [current] : runs
    }
}
