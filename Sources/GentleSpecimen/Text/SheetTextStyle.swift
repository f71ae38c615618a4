import GentleTheme
import GentleTokens

/// Everything needed to set a run of text: font, spacing and colour, all final values.
///
/// Uppercasing is not part of the style: the sheet applies it to the string before measuring,
/// so the measurer and the drawer see the same characters.
public struct SheetTextStyle: Sendable, Equatable {
    /// The font the theme asks for, size after Dynamic Type.
    public var font: ResolvedFont
    /// Extra points between lines, as SwiftUI's `lineSpacing`.
    public var lineSpacing: Double
    /// Points added after every character, as SwiftUI's `kerning`.
    public var letterSpacing: Double
    /// Text colour.
    public var color: GentleRGBA

    /// Creates a text style.
    public init(font: ResolvedFont, lineSpacing: Double = 0, letterSpacing: Double = 0, color: GentleRGBA) {
        self.font = font
        self.lineSpacing = lineSpacing.isFinite ? max(0, lineSpacing) : 0
        self.letterSpacing = letterSpacing.isFinite ? letterSpacing : 0
        self.color = color
    }

    /// The style a theme's text role is set in.
    public init(_ resolved: ResolvedTextStyle) {
        self.init(
            font: resolved.font, lineSpacing: resolved.lineSpacing, letterSpacing: resolved.letterSpacing,
            color: resolved.color)
    }

    /// The same style in another colour.
    public func colored(_ color: GentleRGBA) -> SheetTextStyle {
        var copy = self
        copy.color = color
        return copy
    }
}
