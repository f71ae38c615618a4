import GentleTokens

/// The counts of checking theme files that decide the exit code, and the lines each step prints:
/// the lines are handed back to be printed at once, never collected, so a run holds at most one
/// file's kept diagnostics (`GentleDiagnosticList.maximumKept`).
struct ThemeFileCheck: Sendable, Equatable {
    /// How many files were checked.
    private(set) var fileCount = 0
    /// How many problems would make the package refuse a file, or make it undrawable.
    private(set) var errorCount = 0
    /// How many problems the package silently falls back on.
    private(set) var warningCount = 0
    /// How many files could not be read at all.
    private(set) var unreadableCount = 0

    /// The files, as the user named them, that were read and have no error: the ones whose
    /// sheets `validate` lays out.
    private(set) var acceptedFiles: [String] = []

    /// Adds the diagnostics of the file at `path`, which was read; returns one line per kept
    /// problem, `file:line:column: error|warning: coding.path: what is wrong`, then
    /// `file: … and N more` when some were only counted.
    mutating func add(_ diagnostics: GentleDiagnosticList, of path: String) -> [String] {
        fileCount += 1
        if !diagnostics.containsErrors { acceptedFiles.append(path) }
        errorCount += diagnostics.errorCount
        warningCount += diagnostics.warningCount
        return diagnostics.map(\.description) + [diagnostics.omissionNote.map { "\(path): \($0)" }].compactMap { $0 }
    }

    /// Adds a file that could not be read, named as the user wrote it; returns its line.
    mutating func addUnreadable(_ path: String, reason: String) -> String {
        fileCount += 1
        unreadableCount += 1
        return "\(path): error: cannot be read: \(reason)"
    }

    /// Adds an error the file at `path` has beyond its diagnostics (a sheet no command can draw,
    /// or with `--strict` a spring past the preview's bound); returns its line.
    mutating func addError(_ path: String, problem: String) -> String {
        errorCount += 1
        return "\(path): error: \(problem)"
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
