import GentleTheme

/// Line boxes of 1.25 × the size, a stand-in for the fonts the sheets are set in.
struct FixedLineHeights: LineHeightMeasuring {
    func lineHeight(of font: ResolvedFont) throws -> Double { 1.25 * font.size }
}
