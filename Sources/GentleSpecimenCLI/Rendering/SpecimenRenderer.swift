import Foundation
import GentleRaster
import GentleSpecimen
import GentleTheme

/// Draws one specimen job and writes its file (and, if asked, its regions) atomically.
struct SpecimenRenderer: Sendable {
    /// The fonts every sheet is set in.
    let fonts: FontLibrary
    /// The Dynamic Type size text is set at.
    let sizeCategory: ContentSizeCategory
    /// Device pixels per point.
    let scale: Int
    /// The file format written.
    let format: OutputFormat
    /// Whether `<sheet>-<scheme>.regions.json` is written beside each image.
    let writesRegions: Bool

    /// Lays out, draws and writes `job` under `directory`; returns the file written and the time.
    func render(_ job: SpecimenJob, into directory: URL) throws -> RenderedFile {
        let clock = ContinuousClock()
        let start = clock.now
        let url = try draw(job, into: directory)
        let milliseconds = Int(((clock.now - start) / .milliseconds(1)).rounded())
        return RenderedFile(
            url: url, relativePath: job.relativePath(format: format), milliseconds: milliseconds)
    }

    /// The job's layout and the canvas it is drawn on.
    func drawn(_ job: SpecimenJob) throws -> (layout: SheetLayout, canvas: Canvas) {
        let typesetter = Typesetter(fonts: fonts)
        let runThemes = job.runThemes.map { theme in
            SheetContext(
                spec: theme.spec, themeName: theme.name, scheme: job.scheme, sizeCategory: sizeCategory,
                measurer: typesetter, about: theme.about)
        }
        let context = SheetContext(
            spec: job.theme.spec, themeName: job.theme.name, scheme: job.scheme,
            sizeCategory: sizeCategory, measurer: typesetter, about: job.theme.about, runThemes: runThemes)
        let layout = try job.sheet.layout(context)
        try job.checkPageSize(of: layout, scale: scale)
        return (layout, try SheetDrawer(typesetter: typesetter).draw(layout, scale: scale, format: format))
    }

    private func draw(_ job: SpecimenJob, into directory: URL) throws -> URL {
        let (layout, canvas) = try drawn(job)
        let file = directory.appendingPathComponent(job.relativePath(format: format))
        try FileAccess.makeDirectory(file.deletingLastPathComponent())
        // Batch output favours speed; goldens, which are kept in the repository, stay compact.
        try canvas.write(to: file, encoder: .fast)
        if writesRegions {
            let regions = file.deletingPathExtension().appendingPathExtension("regions.json")
            let document = RegionDocument(layout: layout, scale: scale)
            try FileAccess.writeAtomically(try document.jsonData(), to: regions)
        }
        return file
    }
}
