import GentleFiles

/// Why a theme file could not be loaded.
package enum GentleThemeLoadError: KindedError, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read; the reason is the system's.
    case unreadable(fileName: String, reason: String)
    /// The file was read but the package would refuse it; its problems in file order (at most
    /// `GentleDiagnosticList.maximumKept` kept, all counted).
    case invalid(fileName: String, diagnostics: GentleDiagnosticList)

    /// A theme that cannot be read is I/O; one the package would refuse is the input's fault.
    package var kind: ErrorKind {
        switch self {
        case .unreadable: .io
        case .invalid: .invalidInput
        }
    }

    /// The file the error is about.
    package var fileName: String {
        switch self {
        case .unreadable(let fileName, _), .invalid(let fileName, _): fileName
        }
    }

    /// Why the file could not be read, or a count of its problems when it was read but refused.
    package var unreadableReason: String {
        switch self {
        case .unreadable(_, let reason): reason
        case .invalid(_, let diagnostics): "\(diagnostics.totalCount) problems"
        }
    }

    /// One line per problem kept, `file:line:column: error: path: message`, then `… and N more`.
    package var description: String {
        switch self {
        case .unreadable(let fileName, let reason): "\(fileName): error: cannot read the file: \(reason)"
        case .invalid(_, let diagnostics): diagnostics.description
        }
    }
}
