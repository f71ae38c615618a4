import GentleRaster

/// A run of text in a resolved style, carried as the layout set it (as usvg's `Text.layouted`):
/// shaped, wrapped and aligned once, so the drawer only places and paints its glyphs.
package struct TextBlock: Sendable, Equatable {
    /// The characters to draw, already uppercased where the role asks for it.
    package var text: String
    /// The style to set them in.
    package var style: SheetTextStyle
    /// How lines sit within the frame.
    package var alignment: TextAlignment
    /// The text as set in `style` with `alignment`: its size, baselines and placed glyphs.
    package var measurement: TextMeasurement

    /// Creates a text block from the text as the layout set it.
    package init(
        text: String, style: SheetTextStyle, alignment: TextAlignment = .leading, measurement: TextMeasurement
    ) {
        self.text = text
        self.style = style
        self.alignment = alignment
        self.measurement = measurement
    }

    /// How many lines the text was set in.
    package var lineCount: Int { measurement.baselines.count }

    /// First baseline below the frame's top.
    package var firstBaseline: Double { measurement.baselines.first ?? 0 }
}
