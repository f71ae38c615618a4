import GentleRaster
import GentleSheets
import GentleTheme

extension SpecimenFonts {
    /// The line boxes the sheets set text in with these fonts, in points: what the DTCG export's
    /// `lineHeight` is made of.
    package var lineHeights: any LineHeightMeasuring { SheetLineHeights(library: library) }
}

/// A font's line box as the sheets' typesetter measures it; kept out of `SpecimenFonts`' public
/// surface, which the export needs only as a value.
private struct SheetLineHeights: LineHeightMeasuring {
    let library: FontLibrary

    func lineHeight(of font: ResolvedFont) throws -> Double {
        try font.lineHeight(in: library)
    }
}
