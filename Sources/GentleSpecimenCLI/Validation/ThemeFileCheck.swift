import GentleTokens

/// The counts of checking theme files that decide the exit code, and each step's problems, handed
/// back as lines to be printed at once. Only `validate --json`, which prints one document at the
/// end, keeps the problems (at most `GentleDiagnosticList.maximumKept` of a file, the rest counted);
/// printing lines, a run holds at most one file's kept diagnostics.
struct ThemeFileCheck: Sendable, Equatable {
    /// Whether problems are kept for the JSON document.
    let keepsProblems: Bool
    /// The kept problems, in the order found; empty unless `keepsProblems`.
    private(set) var problems: [ValidationProblem] = []
    /// The files checked, as the user named them, in order; a problem's `fileIndex` points here.
    private(set) var files: [String] = []
    /// How many problems of each file, by `files` index, were counted but not kept.
    private(set) var omitted: [Int] = []
    /// How many problems would make the package refuse a file, or make it undrawable.
    private(set) var errorCount = 0
    /// How many problems the package silently falls back on.
    private(set) var warningCount = 0
    /// How many files could not be read at all.
    private(set) var unreadableCount = 0

    /// The files, as the user named them, that were read and have no error: the ones whose
    /// sheets `validate` lays out.
    private(set) var acceptedFiles: [String] = []

    /// A check that keeps its problems for `json()` when `keepingProblems`.
    init(keepingProblems: Bool = false) {
        keepsProblems = keepingProblems
    }

    /// How many files were checked.
    var fileCount: Int { files.count }

    /// Adds the diagnostics of the file at `path`, which was read; returns one line per kept
    /// problem, `file:line:column: error|warning: coding.path: what is wrong`, then
    /// `file: … and N more` when some were only counted.
    mutating func add(_ diagnostics: GentleDiagnosticList, of path: String) -> [String] {
        files.append(path)
        omitted.append(diagnostics.omittedCount)
        if !diagnostics.containsErrors { acceptedFiles.append(path) }
        errorCount += diagnostics.errorCount
        warningCount += diagnostics.warningCount
        let found = diagnostics.map { ValidationProblem($0, fileIndex: files.count - 1) }
        if keepsProblems { problems += found }
        return found.map(\.text) + [diagnostics.omissionNote.map { "\(path): \($0)" }].compactMap { $0 }
    }

    /// Adds a file that could not be read, named as the user wrote it; returns its line.
    mutating func addUnreadable(_ path: String, reason: String) -> String {
        files.append(path)
        omitted.append(0)
        unreadableCount += 1
        return keep(ValidationProblem(error: "cannot be read: \(reason)", file: path, fileIndex: files.count - 1))
    }

    /// Adds an error the file at `path` has beyond its diagnostics (a sheet no command can draw,
    /// or with `--strict` a spring past the preview's bound); returns its line.
    mutating func addError(_ path: String, problem: String) -> String {
        errorCount += 1
        return keep(ValidationProblem(error: problem, file: path, fileIndex: files.lastIndex(of: path) ?? files.count))
    }

    private mutating func keep(_ problem: ValidationProblem) -> String {
        if keepsProblems { problems.append(problem) }
        return problem.text
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
