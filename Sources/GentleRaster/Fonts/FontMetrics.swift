/// Vertical metrics of one font at one size, in points.
package struct FontMetrics: Sendable, Equatable {
    /// Distance from the baseline up to the top of the line box.
    package let ascent: Double
    /// Distance from the baseline down to the bottom of the line box (positive).
    package let descent: Double
    /// Extra gap the font asks for between lines.
    package let lineGap: Double

    /// Creates metrics from their values, as test doubles of `TextMeasuring` report them.
    package init(ascent: Double, descent: Double, lineGap: Double) {
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
    }

    /// The font's natural baseline-to-baseline distance.
    package var lineHeight: Double { ascent + descent + lineGap }
}
