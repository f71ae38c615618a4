import GentleTokens

/// The result of checking theme files: every line to print and the counts that decide the exit code.
struct ThemeFileCheck: Sendable, Equatable {
    /// One line per problem, `file:line:column: error|warning: coding.path: what is wrong`.
    private(set) var lines: [String] = []
    /// How many files were checked.
    private(set) var fileCount = 0
    /// How many problems would make the package refuse a file.
    private(set) var errorCount = 0
    /// How many problems the package silently falls back on.
    private(set) var warningCount = 0
    /// How many files could not be read at all.
    private(set) var unreadableCount = 0

    /// The files, as the user named them, that were read and have no error: the ones whose
    /// sheets `validate --strict` lays out.
    private(set) var acceptedFiles: [String] = []

    /// Adds the diagnostics of the file at `path`, which was read.
    mutating func add(_ diagnostics: [GentleDiagnostic], of path: String) {
        fileCount += 1
        if !diagnostics.contains(where: { $0.severity == .error }) { acceptedFiles.append(path) }
        lines += diagnostics.map(\.description)
        errorCount += diagnostics.count { $0.severity == .error }
        warningCount += diagnostics.count { $0.severity == .warning }
    }

    /// Adds a file that could not be read, named as the user wrote it.
    mutating func addUnreadable(_ path: String, reason: String) {
        fileCount += 1
        unreadableCount += 1
        lines.append("\(path): error: cannot be read: \(reason)")
    }

    /// Adds an error for a sheet of the file at `path` that no command can draw.
    mutating func addUndrawable(_ path: String, problem: String) {
        errorCount += 1
        lines.append("\(path): error: \(problem)")
    }

    /// `Checked 3 files: 1 error, 2 warnings.`
    var summary: String {
        let files = fileCount == 1 ? "1 file" : "\(fileCount) files"
        let errors = errorCount + unreadableCount
        return "Checked \(files): \(Self.count(errors, "error")), \(Self.count(warningCount, "warning"))."
    }

    /// 74 when a file could not be read, 65 when any file has an error (or, when `strict`, a
    /// warning), 0 otherwise.
    func exitCode(strict: Bool = false) -> ExitCode {
        if unreadableCount > 0 { return .ioError }
        return errorCount > 0 || (strict && warningCount > 0) ? .dataError : .success
    }

    private static func count(_ number: Int, _ noun: String) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(noun)s"
    }
}
