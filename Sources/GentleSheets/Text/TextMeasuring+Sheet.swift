import GentleRaster

extension TextMeasuring {
    /// Sets `text` in a sheet style, wrapping at word boundaries to `maxWidth` (infinity for one
    /// line) and aligning its lines; the result is what the drawer paints.
    func measure(
        _ text: String, in style: SheetTextStyle, maxWidth: Double, alignment: TextAlignment = .leading
    ) throws -> TextMeasurement {
        try measure(text, style: style.raster, maxWidth: maxWidth.isFinite ? maxWidth : nil, alignment: alignment)
    }
}
