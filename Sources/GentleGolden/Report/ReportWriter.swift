import GentleFiles
import GentleImage
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Writes a run's report into a folder: per failing case `<case id>/expected.png`, `actual.png`
/// (with the fingerprint and tokens a golden would carry) and `diff.png`; per run `index.html`,
/// `report.json`, `junit.xml` and `summary.md`. Output depends only on the run and the context (no
/// clock). Failure images an earlier run listed in its `report.json` that this run did not write
/// are removed, so the folder holds only what the index refers to; nothing else is ever deleted,
/// and a folder holding files that are not a report of this tool is refused (`ReportFolder`). No
/// file is written through a symbolic link below the folder (the folder itself may be one). Every
/// failure is a `ReportError` naming the path.
public struct ReportWriter: Sendable {
    /// The report folder; created when missing.
    public let directory: URL
    /// The encoder for artifact images: `PNGEncoder.artifact` unless a caller chooses another.
    package var encoder: PNGEncoder
    /// The tool, the goldens folder and the report's name, for `report.json` and `accept` commands.
    package var context: ReportContext

    /// The names of the run files, in the order they are written.
    package static let runFiles = ["index.html", "report.json", "junit.xml", "summary.md"]

    /// A writer into `directory`, its report named after the folder.
    public init(directory: URL) {
        self.init(directory: directory, context: nil)
    }

    /// A writer into `directory` that encodes with `encoder` and says `context` in its files.
    package init(directory: URL, encoder: PNGEncoder = .artifact, context: ReportContext?) {
        self.directory = directory
        self.encoder = encoder
        self.context = context ?? ReportContext(reportName: directory.lastPathComponent)
    }

    /// Creates the folder when missing and proves a file can be made in it, without writing any
    /// report file: call it before anything irreversible (a golden replaced), so that a report
    /// path that is a file, a read-only volume or a symlink loop fails first, and a golden's old
    /// pixels are never lost for want of somewhere to put `expected.png`. Refuses a folder that
    /// holds files but no report of this tool, whose files the report could overwrite.
    package func prepareDirectory() throws(ReportError) {
        do {
            try WriteRoot(directory).checkWritable()
        } catch {
            throw .writeFailed(path: error.path, reason: error.reason)
        }
        try ReportFolder(directory).checkOwned()
    }

    /// Writes the artifacts of every result still holding images, then the run files; returns the
    /// run without images.
    @discardableResult
    package func write(_ run: VerificationRun) throws(ReportError) -> VerificationRun {
        var written: [CaseResult] = []
        for result in run.results {
            written.append(try writeArtifacts(of: result))
        }
        let stripped = VerificationRun(settings: run.settings, results: written, leftovers: run.leftovers)
        try writeRunFiles(stripped)
        return stripped
    }

    /// Writes one case's artifact images (none for a passing case) and returns the result without
    /// images, so a long run can write artifacts as it goes instead of holding every bitmap.
    package func writeArtifacts(of result: CaseResult) throws(ReportError) -> CaseResult {
        guard let images = result.images else { return result }
        for kind in result.artifacts {
            let bitmap: Bitmap? =
                switch kind {
                case .expected: images.expected
                case .actual: images.actual
                case .diff: images.diff
                }
            guard let bitmap else { continue }
            let url = fileURL(result.artifactPath(kind))
            let bytes: [UInt8]
            do {
                bytes = try encoder.encode(bitmap, text: kind == .actual ? images.actualText : [])
            } catch {
                throw .unencodableImage(path: url.path, reason: String(describing: error))
            }
            try save(Data(bytes), to: url)
        }
        return result.droppingImages()
    }

    /// Writes `index.html`, `report.json`, `junit.xml` and `summary.md` for a run whose artifacts
    /// are already written.
    package func writeRunFiles(_ run: VerificationRun) throws(ReportError) {
        let json: Data
        do {
            json = try ReportJSON.data(run, context: context)
        } catch {
            throw .writeFailed(path: fileURL(["report.json"]).path, reason: String(describing: error))
        }
        // The earlier run's listing, read before its report.json is replaced.
        let stale = StaleArtifacts(directory: directory)
        let listed = stale.listed()
        try save(Data(HTMLReport.document(run, context: context).utf8), to: fileURL(["index.html"]))
        try save(json, to: fileURL(["report.json"]))
        try save(Data(JUnitReport.document(run, ledger: context.ledger).utf8), to: fileURL(["junit.xml"]))
        try save(Data(MarkdownSummary.document(run, ledger: context.ledger).utf8), to: fileURL(["summary.md"]))
        stale.remove(
            listed,
            keeping: Set(
                run.results.flatMap { result in
                    result.artifacts.map { result.artifactPath($0).joined(separator: "/") }
                }))
        ReportFolder(directory).unmark()
    }

    private func fileURL(_ components: [String]) -> URL {
        components.reduce(directory) { $0.appendingPathComponent($1) }
    }

    private func save(_ data: Data, to url: URL) throws(ReportError) {
        do {
            try WriteRoot(directory).checkUnredirected(url)
        } catch {
            throw .writeFailed(path: error.path, reason: error.reason)
        }
        let folder = url.deletingLastPathComponent()
        if let kind = FileKind.at(folder.path), kind != .directory {
            throw .writeFailed(path: folder.path, reason: "it is not a directory")
        }
        if FileKind.at(url.path) == .directory {
            throw .writeFailed(path: url.path, reason: "it is a directory")
        }
        try ReportFolder(directory).mark()
        do {
            try AtomicFile(url: url, createsFolders: true).replaceContents(with: data)
        } catch {
            throw .writeFailed(path: url.path, reason: error.reason)
        }
    }
}
