/// Whose fault a failure is. Each error type says it beside its cases (`KindedError.kind`); the
/// command line maps kinds to exit codes in one place (DESIGN.md §3), so a new case is classified
/// where it is declared and needs no edit in the tool.
public enum ErrorKind: Sendable, Equatable {
    /// The request itself makes no sense: an unknown case name, nothing to do (exit 64).
    case usage
    /// The input is wrong: theme JSON, a config, a PNG, a report (65).
    case invalidInput
    /// A named input is not there (66).
    case missingInput
    /// An output cannot be created: it exists, or its folder is not ours to write into (73).
    case cannotCreate
    /// The file system refused a read or a write (74).
    case io
    /// The tool failed, whatever the input: a bug (70).
    case `internal`
    /// A check found what it guards against: a golden changed underneath (1).
    case differences
}

/// An error that knows whose fault it is.
public protocol KindedError: Error {
    /// Whose fault the failure is, which decides the exit code.
    var kind: ErrorKind { get }
}
