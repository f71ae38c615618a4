import GentleTokens

/// The result of checking theme files: every problem found, by file, and the counts that decide
/// the exit code.
struct ThemeFileCheck: Sendable, Equatable {
    /// Every problem, in the order found.
    private(set) var problems: [ValidationProblem] = []
    /// The files checked, as the user named them, in order; a problem's `fileIndex` points here.
    private(set) var files: [String] = []
    /// How many problems would make the package refuse a file.
    private(set) var errorCount = 0
    /// How many problems the package silently falls back on.
    private(set) var warningCount = 0
    /// How many files could not be read at all.
    private(set) var unreadableCount = 0

    /// The files, as the user named them, that were read and have no error: the ones whose
    /// sheets `validate --strict` lays out.
    private(set) var acceptedFiles: [String] = []

    /// How many files were checked.
    var fileCount: Int { files.count }

    /// One line per problem, `file:line:column: error|warning: coding.path: what is wrong`.
    var lines: [String] { problems.map(\.text) }

    /// Adds the diagnostics of the file at `path`, which was read.
    mutating func add(_ diagnostics: [GentleDiagnostic], of path: String) {
        files.append(path)
        if !diagnostics.contains(where: { $0.severity == .error }) { acceptedFiles.append(path) }
        problems += diagnostics.map { ValidationProblem($0, fileIndex: files.count - 1) }
        errorCount += diagnostics.count { $0.severity == .error }
        warningCount += diagnostics.count { $0.severity == .warning }
    }

    /// Adds a file that could not be read, named as the user wrote it.
    mutating func addUnreadable(_ path: String, reason: String) {
        files.append(path)
        unreadableCount += 1
        problems.append(ValidationProblem(error: "cannot be read: \(reason)", file: path, fileIndex: files.count - 1))
    }

    /// Adds an error for a sheet of the file at `path`, which was checked, that no command can draw.
    mutating func addUndrawable(_ path: String, problem: String) {
        errorCount += 1
        let index = files.firstIndex(of: path) ?? files.count
        problems.append(ValidationProblem(error: problem, file: path, fileIndex: index))
    }

    /// `Checked 3 files: 1 error, 2 warnings.`
    var summary: String {
        let files = fileCount == 1 ? "1 file" : "\(fileCount) files"
        return "Checked \(files): \(Self.count(totalErrorCount, "error")), \(Self.count(warningCount, "warning"))."
    }

    /// The errors the summary counts: problems the package refuses and files that cannot be read.
    var totalErrorCount: Int { errorCount + unreadableCount }

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
