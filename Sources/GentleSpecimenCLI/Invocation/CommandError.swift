/// Why a command that was invoked correctly could not finish.
enum CommandError: Error, Sendable, Equatable {
    /// The command's engine is not part of this build.
    case unavailable(command: String)
    /// A file could not be read.
    case unreadable(path: String, reason: String)
    /// A file or directory could not be written.
    case unwritable(path: String, reason: String)

    /// The system's words for a failed read or write, or the command's when nothing was touched.
    var reason: String {
        switch self {
        case .unavailable(let command): "'\(command)' is not available in this build"
        case .unreadable(_, let reason), .unwritable(_, let reason): reason
        }
    }
}
