import GentleFiles
import GentleImage

/// Why a golden could not be read or written; every case names the file.
package enum GoldenStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The golden exists but could not be read or decoded as PNG.
    case unreadable(path: String, reason: String)
    /// The golden could not be encoded, e.g. a fingerprint entry PNG cannot hold.
    case unencodable(path: String, reason: String)
    /// The store refused to write: a folder or file on the way is a symbolic link below the root.
    case refused(path: String, reason: String)
    /// A file-system step of the atomic write failed; nothing was left behind.
    case writeFailed(path: String, step: String, errno: Int32)

    /// A one-line message for the command line.
    package var description: String {
        switch self {
        case .unreadable(let path, let reason): "\(path): golden is unreadable (\(reason))"
        case .unencodable(let path, let reason): "\(path): golden cannot be encoded (\(reason))"
        case .refused(let path, let reason): "\(path): golden not written: \(reason)"
        case .writeFailed(let path, let step, let code):
            "\(path): writing the golden failed at \(step) (\(AtomicWriteError.message(for: code)))"
        }
    }
}
