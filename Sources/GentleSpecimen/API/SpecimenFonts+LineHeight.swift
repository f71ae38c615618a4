import GentleSheets
import GentleTheme

extension SpecimenFonts: LineHeightMeasuring {
    /// The line box the sheets set a line of `font` in with these fonts, in points; what the
    /// DTCG export's `lineHeight` is made of.
    public func lineHeight(of font: ResolvedFont) throws -> Double {
        try font.lineHeight(in: library)
    }
}
