import GentleSpecimen
import GentleTheme
import GentleThemeDiff
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `compare --output DIR`: the change sheet for each scheme, as `change-<scheme>.<ext>`.
struct ChangeSheetRequest: Sendable, Equatable {
    /// Where the sheets are written.
    let directory: URL
    /// The schemes drawn, light first.
    let schemes: [GentleColorScheme]
    /// The file format.
    let format: OutputFormat
    /// Device pixels per point.
    let scale: PixelScale
    /// A font manifest to use instead of the bundled fonts.
    let fontManifest: URL?
    /// Whether `change-<scheme>.regions.json` is written beside each image.
    let writesRegions: Bool

    /// Draws and writes the sheet of `diff` for every scheme through the renderer, with the fonts
    /// `fontManifest` names or else those `fonts` finds; returns the files written.
    func draw(_ diff: ThemeDiff, fonts: SpecimenFonts.Search) throws -> [URL] {
        let renderer = SpecimenRenderer(
            fonts: try SpecimenFonts.bundled(or: fontManifest, search: fonts), scale: scale, format: format)
        return try renderer.writeChangeSheets(of: diff, schemes: schemes, into: directory, writesRegions: writesRegions)
    }
}
