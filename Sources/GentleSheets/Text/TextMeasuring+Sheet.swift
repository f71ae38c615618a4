import GentleRaster

extension TextMeasuring {
    /// Measures `text` set leading in a sheet style, wrapping at word boundaries to `maxWidth`
    /// (infinity for one line), exactly as the drawer will set it.
    func measure(_ text: String, in style: SheetTextStyle, maxWidth: Double) throws -> TextMeasurement {
        try measure(text, style: style.raster, maxWidth: maxWidth.isFinite ? maxWidth : nil, alignment: .leading)
    }
}
