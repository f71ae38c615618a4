import GentleFiles
import GentleSpecimen
import GentleTokens

/// The text and exit code for an error, decided in one place for every command.
struct ErrorReport: Sendable, Equatable {
    /// Every line printed on standard error.
    let lines: [String]
    /// The process's exit code.
    let exitCode: ExitCode

    /// Maps any error a command can throw to its message and exit code (DESIGN.md §3): a usage
    /// failure prints the usage footer; every other error says whose fault it is (`KindedError`),
    /// and anything else is a bug.
    static func make(for error: any Error) -> ErrorReport {
        switch error {
        case let failure as UsageFailure:
            let lines = ["Error: \(failure.problem.message)"] + UsageLine.errorFooter(for: failure.command)
            return ErrorReport(lines: lines, exitCode: .usage)
        case let failure as CompareSourceError:
            return make(for: failure)
        case let failure as any KindedError:
            return ErrorReport(lines: lines(for: failure), exitCode: ExitCode(failure.kind))
        default:
            return ErrorReport(lines: ["Error: internal error: \(error)"], exitCode: .software)
        }
    }

    /// `Error: ` and the error's description, but for the errors that list every problem of a file
    /// under one line naming it.
    private static func lines(for error: any KindedError) -> [String] {
        switch error {
        case GentleThemeLoadError.unreadable(let fileName, let reason):
            ["Error: \(fileName): cannot be read: \(reason)"]
        case GentleThemeLoadError.invalid(let fileName, let diagnostics):
            ["Error: \(fileName) is not a valid theme"] + diagnostics.map(\.description)
                + [diagnostics.omissionNote.map { "\(fileName): \($0)" }].compactMap { $0 }
        case SpecimenConfigError.invalid(let path, let problems):
            ["Error: \(path) is not a valid \(SpecimenConfig.fileName)"] + problems.map(\.description)
        case let refusal as StrictRefusal:
            ["Error: \(refusal.message)"]
        default:
            ["Error: \(error)"]
        }
    }
}
