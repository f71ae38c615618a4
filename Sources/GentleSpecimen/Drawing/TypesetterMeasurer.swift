import GentleRaster

/// Measures sheet text with GentleRaster's typesetter, so layout wraps exactly as drawing does.
public struct TypesetterMeasurer: TextMeasuring {
    /// The typesetter, with its loaded fonts.
    public let typesetter: Typesetter

    /// Creates a measurer over `typesetter`.
    public init(typesetter: Typesetter) {
        self.typesetter = typesetter
    }

    /// Shapes and wraps `text` as the drawer will, returning its size, lines and first baseline.
    public func measure(_ text: String, in style: SheetTextStyle, maxWidth: Double) throws -> TextMeasurement {
        let measured = try typesetter.measure(
            text, style: style.raster, maxWidth: maxWidth.isFinite ? maxWidth : nil, alignment: .leading)
        return TextMeasurement(
            size: LayoutSize(width: measured.size.width, height: measured.size.height),
            lineCount: measured.baselines.count, firstBaseline: measured.baselines.first ?? 0)
    }
}
