import GentleRaster

/// Maps time and value onto a plot's data area, y growing downwards on the page.
struct PlotScale: Sendable, Equatable {
    /// The area the data spans on the page.
    let data: Rect
    /// Last time shown, in seconds; the axis starts at 0.
    let duration: Double
    /// Lowest value shown.
    let lower: Double
    /// Highest value shown.
    let upper: Double

    /// A scale over `0...duration` and the values in `samples` (rest, 1, always included),
    /// padded by 8 % of their span so curves never touch the frame.
    init(data: Rect, duration: Double, samples: [Double]) {
        let low = min(1, samples.min() ?? 1)
        let high = max(1, samples.max() ?? 1)
        let pad = max(0.02, (high - low) * 0.08)
        self.data = data
        self.duration = duration > 0 ? duration : 1
        lower = low - pad
        upper = high + pad
    }

    /// Page points per unit of value.
    var pointsPerValue: Double { data.height / (upper - lower) }
    /// Page points per second.
    var pointsPerSecond: Double { data.width / duration }

    /// The page x of time `t`.
    func x(_ t: Double) -> Double { data.minX + t * pointsPerSecond }
    /// The page y of `value`.
    func y(_ value: Double) -> Double { data.maxY - (value - lower) * pointsPerValue }
    /// The page point of `value` at time `t`.
    func point(_ t: Double, _ value: Double) -> Point { Point(x: x(t), y: y(value)) }
}
