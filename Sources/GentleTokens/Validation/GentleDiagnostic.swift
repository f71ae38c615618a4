/// One problem in a theme file, located by coding path and line:column.
package struct GentleDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How serious a problem is.
    package enum Severity: String, Sendable, Equatable {
        /// The package would refuse the file.
        case error
        /// The package reads the file but silently falls back or ignores something.
        case warning
    }

    /// Error or warning.
    package var severity: Severity
    /// The file the problem is in, as the caller named it.
    package var fileName: String
    /// The keys from the root to the problem, e.g. `["colors", "pairByRole", "primaryCTA", "lightHex"]`.
    package var codingPath: [String]
    /// What is wrong, and for a warning what the package does instead.
    package var message: String
    /// Where the problem is.
    package var position: GentleSourcePosition

    /// Creates a diagnostic.
    package init(
        severity: Severity, fileName: String, codingPath: [String], message: String, position: GentleSourcePosition
    ) {
        self.severity = severity
        self.fileName = fileName
        self.codingPath = codingPath
        self.message = message
        self.position = position
    }

    /// The 1-based line.
    package var line: Int { position.line }
    /// The 1-based column.
    package var column: Int { position.column }

    /// The coding path joined with dots (`colors.pairByRole.primaryCTA.lightHex`), or `(root)`.
    /// Each key is shortened as theme strings are (`GentleQuotedText`): a key is the theme's
    /// text, and one megabyte-long key would otherwise be printed whole in every diagnostic below it.
    package var codingPathDescription: String {
        guard !codingPath.isEmpty else { return "(root)" }
        return codingPath.enumerated().map { index, key in
            let shown = GentleQuotedText.shortened(key)
            return index == 0 || key.hasPrefix("[") ? shown : ".\(shown)"
        }.joined()
    }

    /// `file:line:column: error: coding.path: message`, the form compilers and editors read.
    package var description: String {
        "\(fileName):\(line):\(column): \(severity.rawValue): \(codingPathDescription): \(message)"
    }
}

extension Array where Element == GentleDiagnostic {
    /// Whether any diagnostic is an error.
    package var containsErrors: Bool { contains { $0.severity == .error } }
}
