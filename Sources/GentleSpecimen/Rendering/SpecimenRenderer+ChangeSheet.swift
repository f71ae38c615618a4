import GentleSheets
import GentleThemeDiff
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SpecimenRenderer {
    /// Draws the change sheet of `diff` in each of `schemes` as every page is drawn (`drawn`),
    /// and writes it as `<directory>/change-<scheme>.<ext>`, with `change-<scheme>.regions.json`
    /// beside it when `writesRegions`; returns the images written, in scheme order. A page over
    /// `CanvasLimit` throws `SpecimenError.sheetTooLarge` naming the new theme.
    package func writeChangeSheets(
        of diff: ThemeDiff, schemes: [GentleColorScheme], into directory: URL, writesRegions: Bool
    ) throws -> [URL] {
        try FileAccess.makeDirectory(directory)
        return try schemes.map { scheme in
            let name = "change-\(scheme.rawValue)"
            let (layout, canvas) = try drawn(theme: diff.new.name, sheet: name) { typesetter in
                try ChangeSheet.layout(ChangeSheetContext(diff: diff, scheme: scheme, measurer: typesetter))
            }
            let file = directory.appendingPathComponent("\(name).\(format.rawValue)")
            try canvas.write(to: file, encoder: .fast)
            if writesRegions {
                let regions = directory.appendingPathComponent("\(name).regions.json")
                try FileAccess.writeAtomically(
                    try RegionDocument(layout: layout, scale: scale).jsonData(), to: regions)
            }
            return file
        }
    }
}
