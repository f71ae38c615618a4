/// Why a command that was invoked correctly could not finish.
enum CommandError: Error, Sendable, Equatable {
    /// A file could not be read.
    case unreadable(path: String, reason: String)
    /// A file or directory could not be written.
    case unwritable(path: String, reason: String)
    /// A theme's id cannot name a golden image (`..`, a backslash).
    case invalidGoldenName(String)

    /// What went wrong, in plain words: the system's for a failed read or write.
    var reason: String {
        switch self {
        case .unreadable(_, let reason), .unwritable(_, let reason): reason
        case .invalidGoldenName(let name): "'\(name)' cannot name a golden image"
        }
    }
}
