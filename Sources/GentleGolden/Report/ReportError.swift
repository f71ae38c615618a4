import GentleFiles

/// Why a report file could not be written; names the file.
public enum ReportError: KindedError, Equatable, Sendable, CustomStringConvertible {
    /// An artifact image could not be encoded.
    case unencodableImage(path: String, reason: String)
    /// A file or folder of the report could not be written.
    case writeFailed(path: String, reason: String)
    /// The folder has files and is not a report folder of this tool: a report could overwrite them.
    case notAReportFolder(path: String)

    /// A report that cannot be written is the file system's; a folder that is not ours to write
    /// one into cannot be created; an image we cannot encode is ours.
    public var kind: ErrorKind {
        switch self {
        case .writeFailed: .io
        case .notAReportFolder: .cannotCreate
        case .unencodableImage: .internal
        }
    }

    /// A one-line message for the command line.
    public var description: String {
        switch self {
        case .unencodableImage(let path, let reason): "\(path): cannot encode the report image (\(reason))"
        case .writeFailed(let path, let reason): "\(path): cannot write the report (\(reason))"
        case .notAReportFolder(let path):
            "\(path): cannot write the report there: the folder is not empty and holds no report of "
                + "gentle-specimen, whose files a report could overwrite; name a new or empty folder with --report"
        }
    }
}
