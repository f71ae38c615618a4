/// A glyph placed in a text layout: glyph id and pen position (x, baseline y) in points,
/// relative to the layout's top-left corner.
public struct PlacedGlyph: Sendable, Equatable {
    /// Glyph index in the font.
    public let id: UInt32
    /// Horizontal pen position.
    public let x: Double
    /// Baseline position, growing downwards.
    public let y: Double
}

/// One line of a text layout.
public struct TextLine: Sendable, Equatable {
    /// The characters on the line, after case mapping, without trailing spaces.
    public let text: String
    /// Left edge of the line within the layout (alignment applied).
    public let x: Double
    /// Baseline position from the layout's top.
    public let baseline: Double
    /// Advance width of the line, not counting trailing spaces; the letter spacing after the last
    /// character counts, as SwiftUI's `.kerning` does.
    public let width: Double
    /// The glyphs, positioned in layout coordinates.
    public let glyphs: [PlacedGlyph]
}

/// The measurements of a set text, as plain values that layout code and test doubles can make.
public struct TextMeasurement: Sendable, Equatable {
    /// Width of the widest line and height of all lines with their spacing.
    public var size: Size
    /// Baselines of the lines from the top.
    public var baselines: [Double]
    /// Widths of the lines.
    public var lineWidths: [Double]
    /// The font's vertical metrics at this size.
    public var metrics: FontMetrics
    /// Where ink falls, relative to the layout's top-left; empty at the origin for blank text.
    public var inkBounds: Rect

    /// Creates a measurement.
    public init(size: Size, baselines: [Double], lineWidths: [Double], metrics: FontMetrics, inkBounds: Rect) {
        self.size = size
        self.baselines = baselines
        self.lineWidths = lineWidths
        self.metrics = metrics
        self.inkBounds = inkBounds
    }
}

/// A shaped, wrapped and aligned text, ready to draw on any canvas.
public struct TextLayout: Sendable {
    /// The style it was set in.
    public let style: TextStyle
    /// The lines, top to bottom.
    public let lines: [TextLine]
    /// Sizes, baselines and ink of the layout.
    public let measurement: TextMeasurement
    /// The variation instance that draws the glyphs.
    let face: FontFace

    /// Width of the widest line and height of all lines.
    public var size: Size { measurement.size }
}
