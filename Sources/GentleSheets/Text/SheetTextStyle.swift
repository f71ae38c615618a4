import GentleTheme
import GentleTokens

/// Everything needed to set a run of text: font, spacing and colour, all final values.
///
/// Uppercasing is applied to the string when a text block is built, before measuring, so the
/// measurer and the drawer see the same characters.
package struct SheetTextStyle: Sendable, Equatable {
    /// The font the theme asks for, size after Dynamic Type.
    package var font: ResolvedFont
    /// Extra space between lines, as SwiftUI's `lineSpacing`.
    package var lineSpacing: Length
    /// Points added after every character, as SwiftUI's `kerning`.
    package var letterSpacing: Double
    /// Text colour.
    package var color: GentleRGBA
    /// Whether text set in this style is uppercased.
    package var isUppercased: Bool

    /// Creates a text style.
    package init(
        font: ResolvedFont, lineSpacing: Length = .zero, letterSpacing: Double = 0, color: GentleRGBA,
        isUppercased: Bool = false
    ) {
        self.font = font
        self.lineSpacing = lineSpacing
        self.letterSpacing = letterSpacing.isFinite ? letterSpacing : 0
        self.color = color
        self.isUppercased = isUppercased
    }

    /// The style a theme's text role is set in.
    package init(_ resolved: ResolvedTextStyle) {
        self.init(
            font: resolved.font, lineSpacing: resolved.lineSpacing, letterSpacing: resolved.letterSpacing,
            color: resolved.color, isUppercased: resolved.isUppercased)
    }

    /// `text` as it is set in this style: uppercased when the style asks for it.
    package func displayed(_ text: String) -> String {
        isUppercased ? text.uppercased() : text
    }

    /// The same style in another colour.
    package func colored(_ color: GentleRGBA) -> SheetTextStyle {
        var copy = self
        copy.color = color
        return copy
    }
}
