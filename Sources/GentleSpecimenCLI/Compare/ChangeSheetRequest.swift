import Foundation
import GentleRaster
import GentleSheets
import GentleSpecimen
import GentleTheme
import GentleThemeDiff
import GentleTokens

/// `compare --output DIR`: the change sheet for each scheme, as `change-<scheme>.<ext>`.
struct ChangeSheetRequest: Sendable, Equatable {
    /// Where the sheets are written.
    let directory: URL
    /// The schemes drawn, light first.
    let schemes: [GentleColorScheme]
    /// The file format.
    let format: OutputFormat
    /// Device pixels per point.
    let scale: Int
    /// A font manifest to use instead of the bundled fonts.
    let fontManifest: URL?
    /// Whether `change-<scheme>.regions.json` is written beside each image.
    let writesRegions: Bool

    /// Lays out, draws and writes the sheet of `diff` for every scheme, with the fonts `fontManifest`
    /// names or else those `fonts` finds; returns the files written.
    func draw(_ diff: ThemeDiff, fonts: FontManifestSearch) throws -> [URL] {
        let typesetter = Typesetter(fonts: try SpecimenFonts.bundled(or: fontManifest, search: fonts).library)
        try FileAccess.makeDirectory(directory)
        return try schemes.map { scheme in
            let layout = try ChangeSheet.layout(ChangeSheetContext(diff: diff, scheme: scheme, measurer: typesetter))
            let name = "change-\(scheme.rawValue)"
            guard CanvasLimit.accepts(layout.pageSize, scale: scale) else {
                let pixels = CanvasLimit.pixels(of: layout.pageSize, scale: scale)
                throw SpecimenError.sheetTooLarge(
                    theme: diff.new.name, sheet: name, width: pixels.width, height: pixels.height, scale: scale)
            }
            let canvas = try SheetDrawer(typesetter: typesetter).draw(layout, scale: scale, format: format)
            let file = directory.appendingPathComponent("\(name).\(format.rawValue)")
            try canvas.write(to: file, encoder: .fast)
            if writesRegions {
                let regions = directory.appendingPathComponent("\(name).regions.json")
                try FileAccess.writeAtomically(try RegionDocument(layout: layout, scale: scale).jsonData(), to: regions)
            }
            return file
        }
    }
}
