import GentleFiles

/// The process exit codes of `gentle-specimen` (sysexits, DESIGN.md §3).
public enum ExitCode: Int32, Sendable, Equatable {
    /// Everything matched or was written.
    case success = 0
    /// Visual differences, a size mismatch or a missing golden.
    case differences = 1
    /// The command line was wrong.
    case usage = 64
    /// Input data was invalid: theme JSON or an unreadable PNG.
    case dataError = 65
    /// A file the command needs is not there: a `--config` that names nothing.
    case noInput = 66
    /// An internal error: a bug, never the user's input.
    case software = 70
    /// An output file cannot be created: it already exists and may not be overwritten, or its
    /// folder refuses it.
    case cannotCreate = 73
    /// A file could not be read or written.
    case ioError = 74

    /// The code for a failure of `kind`: the one place kinds become exit codes.
    init(_ kind: ErrorKind) {
        switch kind {
        case .usage: self = .usage
        case .invalidInput: self = .dataError
        case .missingInput: self = .noInput
        case .cannotCreate: self = .cannotCreate
        case .io: self = .ioError
        case .internal: self = .software
        case .differences: self = .differences
        }
    }
}
