import GentleTokens

/// One problem `validate` reports: a diagnostic of a theme file, a file that cannot be read, or a
/// sheet too large to draw; the last two have no place in the JSON.
struct ValidationProblem: Sendable, Equatable {
    /// The file, as the user named it.
    let file: String
    /// The index of the file among those checked, so that a file named twice keeps two entries.
    let fileIndex: Int
    /// `error` or `warning`.
    let severity: GentleDiagnostic.Severity
    /// The coding path joined with dots, or nil when the problem is the whole file's.
    let codingPath: String?
    /// The 1-based line and column, or nil when the problem has no place in the text.
    let line: Int?
    let column: Int?
    /// What is wrong.
    let message: String

    /// A diagnostic of the file with index `fileIndex`.
    init(_ diagnostic: GentleDiagnostic, fileIndex: Int) {
        file = diagnostic.fileName
        self.fileIndex = fileIndex
        severity = diagnostic.severity
        codingPath = diagnostic.codingPathDescription
        line = diagnostic.line
        column = diagnostic.column
        message = diagnostic.message
    }

    /// An error of the whole file, with no coding path or position.
    init(error message: String, file: String, fileIndex: Int) {
        self.file = file
        self.fileIndex = fileIndex
        severity = .error
        codingPath = nil
        line = nil
        column = nil
        self.message = message
    }

    /// `file:line:column: error: coding.path: message`, or `file: error: message` without a place.
    var text: String {
        guard let line, let column, let codingPath else { return "\(file): \(severity.rawValue): \(message)" }
        return "\(file):\(line):\(column): \(severity.rawValue): \(codingPath): \(message)"
    }
}
