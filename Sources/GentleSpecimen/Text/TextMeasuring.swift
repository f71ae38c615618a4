/// The measured extent of a run of text set in a style, wrapped to a width.
public struct TextMeasurement: Sendable, Hashable {
    /// Width of the widest line and height of all lines, line spacing included.
    public var size: LayoutSize
    /// Number of lines after wrapping.
    public var lineCount: Int
    /// Distance from the top of the block to the first line's baseline.
    public var firstBaseline: Double

    /// Creates a measurement.
    public init(size: LayoutSize, lineCount: Int, firstBaseline: Double) {
        self.size = size
        self.lineCount = lineCount
        self.firstBaseline = firstBaseline
    }
}

/// Measures text the way the drawer will set it, so layout can be computed without pixels.
///
/// GentleRaster's typesetter conforms for real sheets; tests use a deterministic fake.
public protocol TextMeasuring: Sendable {
    /// Measures `text` in `style`, wrapping at word boundaries to `maxWidth` (infinity for one line).
    func measure(_ text: String, in style: SheetTextStyle, maxWidth: Double) throws -> TextMeasurement
}
