import GentleSpecimen
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension RenderCommand {
    /// `--animate` draws the buttons sheet's timelines as PNG files: it needs that sheet, in PNG.
    func validateAnimation() throws(CommandLineError) {
        guard animates else { return }
        if format != .png {
            throw .invalidCombination("'--animate' writes animated PNGs; it cannot be used with '--format \(format)'")
        }
        if let sheets = selection.sheets, !sheets.sheets(forThemeCount: 1).contains(.buttons) {
            throw .invalidCombination("'--animate' draws the buttons sheet's press animations; add '--sheet buttons'")
        }
    }

    /// Writes every role's press preview for each buttons case, `<theme-id>/buttons-<role>-press-<scheme>.png`
    /// (`PressPreview`), atomically, on the batch's workers; returns the files in case and role
    /// order, each with its role and, when the preview is cut at `PressPreview.longestPhase`, why.
    func writePreviews(
        of cases: [SpecimenCase], renderer: SpecimenRenderer
    ) throws -> [(file: URL, role: GentleButtonRole, cutNote: String?)] {
        let previews = cases.filter { $0.sheet == .buttons }.flatMap { specimen in
            GentleButtonRole.ordered.map { PressPreview(specimen: specimen, role: $0) }
        }
        let directory = outputDirectory
        let results = OrderedBatch(jobs: previews, workers: batch.jobCount).run { preview in
            let file = directory.appendingPathComponent(preview.relativePath)
            try FileAccess.write(Data(try preview.encoded(renderer: renderer)), to: file, below: directory)
            return (file, preview.role, preview.cutNote)
        }
        return try results.map { try $0.get() }
    }
}
