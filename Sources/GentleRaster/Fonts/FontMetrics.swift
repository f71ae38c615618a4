/// Vertical metrics of one font at one size, in points.
public struct FontMetrics: Sendable, Equatable {
    /// Distance from the baseline up to the top of the line box.
    public let ascent: Double
    /// Distance from the baseline down to the bottom of the line box (positive).
    public let descent: Double
    /// Extra gap the font asks for between lines.
    public let lineGap: Double

    /// Creates metrics from their values; public so test doubles of `TextMeasuring` can report them.
    public init(ascent: Double, descent: Double, lineGap: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
    }

    /// The font's natural baseline-to-baseline distance.
    public var lineHeight: Double { ascent + descent + lineGap }
}
