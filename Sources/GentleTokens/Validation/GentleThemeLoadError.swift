/// Why a theme file could not be loaded.
public enum GentleThemeLoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read; the reason is the system's.
    case unreadable(fileName: String, reason: String)
    /// The file was read but the package would refuse it; every problem found, in file order.
    case invalid(fileName: String, diagnostics: [GentleDiagnostic])

    /// The file the error is about.
    public var fileName: String {
        switch self {
        case .unreadable(let fileName, _), .invalid(let fileName, _): fileName
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
