import GentleFiles

/// Why a report file could not be written; names the file.
package enum ReportError: KindedError, Equatable, Sendable, CustomStringConvertible {
    /// An artifact image could not be encoded.
    case unencodableImage(path: String, reason: String)
    /// A file or folder of the report could not be written.
    case writeFailed(path: String, reason: String)
    /// The folder has files and is not a report folder of this tool: a report could overwrite them.
    case notAReportFolder(path: String)
    /// The folder's `report.json` is not a report this tool could have written (over the size
    /// limit), so the folder cannot be taken for a report folder.
    case invalidReport(path: String, reason: String)

    /// A report that cannot be written is the file system's; a folder that is not ours to write
    /// one into cannot be created; one whose report.json is not a report is the input's; an image
    /// we cannot encode is ours.
    package var kind: ErrorKind {
        switch self {
        case .writeFailed: .io
        case .notAReportFolder: .cannotCreate
        case .invalidReport: .invalidInput
        case .unencodableImage: .internal
        }
    }

    /// A one-line message for the command line.
    package var description: String {
        switch self {
        case .unencodableImage(let path, let reason): "\(path): cannot encode the report image (\(reason))"
        case .writeFailed(let path, let reason): "\(path): cannot write the report (\(reason))"
        case .notAReportFolder(let path):
            "\(path): cannot write the report there: the folder is not empty and holds no report of "
                + "gentle-specimen, whose files a report could overwrite; name a new or empty folder with --report"
        case .invalidReport(let path, let reason): "\(path): is not a gentle-specimen report (\(reason))"
        }
    }
}
