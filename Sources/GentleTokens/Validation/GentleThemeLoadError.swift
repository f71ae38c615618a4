import GentleFiles

/// Why a theme file could not be loaded.
public enum GentleThemeLoadError: KindedError, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read; the reason is the system's.
    case unreadable(fileName: String, reason: String)
    /// The file was read but the package would refuse it; every problem found, in file order.
    case invalid(fileName: String, diagnostics: [GentleDiagnostic])

    /// A theme that cannot be read is I/O; one the package would refuse is the input's fault.
    public var kind: ErrorKind {
        switch self {
        case .unreadable: .io
        case .invalid: .invalidInput
        }
    }

    /// The file the error is about.
    public var fileName: String {
        switch self {
        case .unreadable(let fileName, _), .invalid(let fileName, _): fileName
        }
    }

    /// Why the file could not be read, or a count of its problems when it was read but refused.
    public var unreadableReason: String {
        switch self {
        case .unreadable(_, let reason): reason
        case .invalid(_, let diagnostics): "\(diagnostics.count) problems"
        }
    }

    /// One line per problem, `file:line:column: error: path: message`.
    public var description: String {
        switch self {
        case .unreadable(let fileName, let reason): "\(fileName): error: cannot read the file: \(reason)"
        case .invalid(_, let diagnostics): diagnostics.map(\.description).joined(separator: "\n")
        }
    }
}
