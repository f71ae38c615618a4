import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a folder is this tool's to write a report into: missing or empty, or holding a
/// `report.json` of an earlier run, or the marker a run leaves from its first report file until
/// its `report.json` is written (so that a run killed in between is still known as ours). Any
/// other folder holds someone else's files, which a report could overwrite, and is refused.
struct ReportFolder {
    /// The marker's name: hidden, and saying what it is.
    static let markerName = ".gentle-specimen-report"

    let directory: URL

    init(_ directory: URL) {
        self.directory = directory
    }

    /// The marker's path.
    var marker: URL { directory.appendingPathComponent(Self.markerName) }

    /// Throws `ReportError.notAReportFolder` for a folder with entries that is not a report folder
    /// of this tool.
    func checkOwned() throws(ReportError) {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        guard !entries.isEmpty, !isMarked, try previousReport() == nil else { return }
        throw .notAReportFolder(path: directory.path)
    }

    /// The `report.json` an earlier run left, when it is a regular file that reads as a report;
    /// throws `invalidReport` for one over the size limit, as `accept` and `merge-reports` refuse it.
    func previousReport() throws(ReportError) -> ReportJSON.Document? {
        let file = directory.appendingPathComponent("report.json")
        var status = stat()
        guard lstat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let data: Data
        do {
            data = try RegularFile.contents(of: file, limit: ReportMerge.maximumReportByteCount)
        } catch {
            guard error.isOversized else { return nil }
            throw .invalidReport(path: file.path, reason: ReportJSON.oversizedReason(error))
        }
        return try? ReportJSON.decode(data)
    }

    /// Whether the marker is there (a regular file, not a link).
    var isMarked: Bool {
        var status = stat()
        return lstat(marker.path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Leaves the marker, unless it is there already.
    func mark() throws(ReportError) {
        guard !isMarked else { return }
        do {
            try WriteRoot(directory).checkUnredirected(marker)
        } catch {
            throw .writeFailed(path: error.path, reason: error.reason)
        }
        do {
            try AtomicFile(url: marker, createsFolders: true).replaceContents(
                with: Data("A report folder of gentle-specimen, whose next run may replace its files.\n".utf8))
        } catch {
            throw .writeFailed(path: error.path, reason: error.reason)
        }
    }

    /// Removes the marker once `report.json` says the same.
    func unmark() {
        unlink(marker.path)
    }
}
