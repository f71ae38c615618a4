/// Why a report file could not be written; names the file.
public enum ReportError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An artifact image could not be encoded.
    case unencodableImage(path: String, reason: String)
    /// A file or folder of the report could not be written.
    case writeFailed(path: String, reason: String)

    /// A one-line message for the command line.
    public var description: String {
        switch self {
        case .unencodableImage(let path, let reason): "\(path): cannot encode the report image (\(reason))"
        case .writeFailed(let path, let reason): "\(path): cannot write the report (\(reason))"
        }
    }
}
