import GentleColor

/// How a run of text is set: font, kerning, extra line spacing, case and colour.
package struct TextStyle: Sendable, Hashable {
    /// The font to set the text in.
    package var font: FontRequest
    /// Extra space in points after every character cluster, the last included (SwiftUI
    /// `kerning`, which keeps ligatures).
    package var letterSpacing: Double
    /// Extra space in points between lines, not above the first (SwiftUI `lineSpacing`).
    package var lineSpacing: Double
    /// Baseline-to-baseline distance before `lineSpacing`, with the font's ascent and descent
    /// centred in it (e.g. a text style's HIG leading); `nil` uses the font's own line height.
    package var lineHeight: Double?
    /// Whether the text is uppercased (Unicode rules, locale-independent) before shaping.
    package var uppercase: Bool
    /// The text colour.
    package var color: GentleRGBA

    /// Creates a style.
    package init(
        font: FontRequest, letterSpacing: Double = 0, lineSpacing: Double = 0, lineHeight: Double? = nil,
        uppercase: Bool = false, color: GentleRGBA = .black
    ) {
        self.font = font
        self.letterSpacing = letterSpacing
        self.lineSpacing = lineSpacing
        self.lineHeight = lineHeight
        self.uppercase = uppercase
        self.color = color
    }
}

/// How the lines of a multi-line text align to each other (SwiftUI `multilineTextAlignment`).
package enum TextAlignment: String, Sendable, Hashable, Codable, CaseIterable {
    /// Lines start at the left edge.
    case leading
    /// Lines are centred on the widest line.
    case center
    /// Lines end at the right edge of the widest line.
    case trailing
}
