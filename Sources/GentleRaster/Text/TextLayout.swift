/// A glyph placed in a text layout: glyph id and pen position (x, baseline y) in points,
/// relative to the layout's top-left corner.
package struct PlacedGlyph: Sendable, Equatable {
    /// Glyph index in the font.
    package let id: UInt32
    /// Horizontal pen position.
    package let x: Double
    /// Baseline position, growing downwards.
    package let y: Double
}

/// One line of a text layout.
package struct TextLine: Sendable, Equatable {
    /// The characters on the line, after case mapping, without trailing spaces.
    package let text: String
    /// Left edge of the line within the layout (alignment applied).
    package let x: Double
    /// Baseline position from the layout's top.
    package let baseline: Double
    /// Advance width of the line, not counting trailing spaces; the letter spacing after the last
    /// character counts, as SwiftUI's `.kerning` does.
    package let width: Double
    /// The glyphs, positioned in layout coordinates.
    package let glyphs: [PlacedGlyph]
}

/// A set text as plain values that layout code and test doubles can make: its measurements and
/// its shaped lines, which a sheet's layout carries so that the drawer only places and paints.
package struct TextMeasurement: Sendable, Equatable {
    /// Width of the widest line and height of all lines with their spacing.
    package var size: Size
    /// Baselines of the lines from the top.
    package var baselines: [Double]
    /// Widths of the lines.
    package var lineWidths: [Double]
    /// The font's vertical metrics at this size.
    package var metrics: FontMetrics
    /// Where ink falls, relative to the layout's top-left; empty at the origin for blank text.
    package var inkBounds: Rect
    /// The lines with their glyphs placed, top to bottom; a test double may leave them out.
    package var lines: [TextLine]

    /// Creates a measurement.
    package init(
        size: Size, baselines: [Double], lineWidths: [Double], metrics: FontMetrics, inkBounds: Rect,
        lines: [TextLine] = []
    ) {
        self.size = size
        self.baselines = baselines
        self.lineWidths = lineWidths
        self.metrics = metrics
        self.inkBounds = inkBounds
        self.lines = lines
    }
}

/// A shaped, wrapped and aligned text, ready to draw on any canvas.
package struct TextLayout: Sendable {
    /// The style it was set in.
    package let style: TextStyle
    /// Sizes, baselines, ink and lines of the layout.
    package let measurement: TextMeasurement
    /// The variation instance that draws the glyphs.
    let face: FontFace

    /// The lines, top to bottom.
    package var lines: [TextLine] { measurement.lines }

    /// Width of the widest line and height of all lines.
    package var size: Size { measurement.size }
}
