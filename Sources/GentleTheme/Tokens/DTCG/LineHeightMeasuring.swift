/// How tall one line of text set in a font is, in points: the line box the renderer sets each
/// line of a text in (the font's ascent + descent + line gap at its size).
///
/// The DTCG export asks this of the fonts the sheets are drawn with, so that its `lineHeight`
/// states what the sheets draw rather than a guess of its own.
package protocol LineHeightMeasuring: Sendable {
    /// The line box of `font` at its size, in points.
    func lineHeight(of font: ResolvedFont) throws -> Double
}
