import GentleRaster

/// A run of text, wrapped to its element's frame width, in a resolved style.
package struct TextBlock: Sendable, Equatable {
    /// The characters to draw, already uppercased where the role asks for it.
    package var text: String
    /// The style to set them in.
    package var style: SheetTextStyle
    /// How lines sit within the frame.
    package var alignment: TextAlignment
    /// Line count the layout measured, so the drawer can check it wraps the same way.
    package var lineCount: Int
    /// First baseline below the frame's top, as measured.
    package var firstBaseline: Double

    /// Creates a text block.
    package init(
        text: String, style: SheetTextStyle, alignment: TextAlignment = .leading,
        lineCount: Int = 1, firstBaseline: Double = 0
    ) {
        self.text = text
        self.style = style
        self.alignment = alignment
        self.lineCount = lineCount
        self.firstBaseline = firstBaseline
    }
}
