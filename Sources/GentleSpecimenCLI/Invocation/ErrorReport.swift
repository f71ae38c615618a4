import GentleGolden
import GentleImage
import GentleSite
import GentleSpecimen
import GentleTheme
import GentleTokens

/// The text and exit code for an error, decided in one place for every command.
struct ErrorReport: Sendable, Equatable {
    /// Every line printed on standard error.
    let lines: [String]
    /// The process's exit code.
    let exitCode: ExitCode

    /// Maps any error a command can throw to its message and exit code (DESIGN.md §3).
    static func make(for error: any Error) -> ErrorReport {
        switch error {
        case let failure as UsageFailure:
            let lines = ["Error: \(failure.problem.message)"] + UsageLine.errorFooter(for: failure.command)
            return ErrorReport(lines: lines, exitCode: .usage)
        case let failure as SpecimenError:
            return make(for: failure)
        case let failure as GentleThemeLoadError:
            return make(for: failure)
        case let failure as CompareSourceError:
            return make(for: failure)
        case let failure as SpecimenConfigError:
            return make(for: failure)
        case let failure as InitError:
            return ErrorReport(lines: ["Error: \(failure)"], exitCode: failure.exitCode)
        case let failure as StrictRefusal:
            return ErrorReport(lines: ["Error: \(failure.message)"], exitCode: .dataError)
        case let failure as AcceptError:
            return ErrorReport(lines: ["Error: \(failure)"], exitCode: exitCode(for: failure))
        case let failure as PNGError:
            return ErrorReport(lines: ["Error: \(failure)"], exitCode: exitCode(for: failure))
        case let failure as FontFailure:
            return ErrorReport(lines: ["Error: \(failure)"], exitCode: exitCode(for: failure))
        case let failure as ReportMergeError:
            return ErrorReport(lines: ["Error: \(failure)"], exitCode: exitCode(for: failure))
        case let failure as ReportError:
            return ErrorReport(lines: ["Error: \(failure)"], exitCode: exitCode(for: failure))
        case let failure as SiteError:
            return ErrorReport(
                lines: ["Error: \(failure)"], exitCode: failure.isCannotCreate ? .cannotCreate : .ioError)
        case let failure as DrawingFailure:
            return ErrorReport(lines: ["Error: \(failure)"], exitCode: exitCode(for: failure))
        case TokensDocumentError.invalidNumber(let codingPath, let value):
            return ErrorReport(
                lines: ["Error: the resolved theme has \(value) at \(codingPath), which JSON cannot hold"],
                exitCode: .dataError)
        default:
            return ErrorReport(lines: ["Error: internal error: \(error)"], exitCode: .software)
        }
    }

    /// A theme that cannot be read is an I/O error; one the package would refuse is a data error
    /// listing every problem.
    private static func make(for error: GentleThemeLoadError) -> ErrorReport {
        switch error {
        case .unreadable(let fileName, let reason):
            ErrorReport(lines: ["Error: \(fileName): cannot be read: \(reason)"], exitCode: .ioError)
        case .invalid(let fileName, let diagnostics):
            ErrorReport(
                lines: ["Error: \(fileName) is not a valid theme"] + diagnostics.map(\.description)
                    + [diagnostics.omissionNote.map { "\(fileName): \($0)" }].compactMap { $0 },
                exitCode: .dataError)
        }
    }

    /// A config named but absent is no input; one the system refuses is I/O; a wrong one, or one
    /// of another owner, is data, every problem listed.
    private static func make(for error: SpecimenConfigError) -> ErrorReport {
        switch error {
        case .notFound: ErrorReport(lines: ["Error: \(error)"], exitCode: .noInput)
        case .unreadable: ErrorReport(lines: ["Error: \(error)"], exitCode: .ioError)
        // Not a broken file but one this user's runs must not take as input, as git refuses a
        // repository of another owner: the input is refused (65); nothing was to be created.
        case .foreignOwner: ErrorReport(lines: ["Error: \(error)"], exitCode: .dataError)
        case .invalid(let path, let problems):
            ErrorReport(
                lines: ["Error: \(path) is not a valid \(SpecimenConfig.fileName)"] + problems.map(\.description),
                exitCode: .dataError)
        }
    }

    private static func make(for error: SpecimenError) -> ErrorReport {
        ErrorReport(lines: ["Error: \(error)"], exitCode: error.isInputError ? .dataError : .ioError)
    }

    /// A golden changed underneath is a verification failure (1); a bad name a usage error; a bad
    /// report, or one that would write outside the goldens, a data error; a file that cannot be
    /// read or written an I/O error.
    private static func exitCode(for error: AcceptError) -> ExitCode {
        switch error {
        case .goldenChanged: .differences
        case .invalidCaseName, .unknownCase, .nothingToAccept, .noCases: .usage
        case .missingReport: .noInput
        case .invalidReport, .unreadableImage, .goldensDiffer, .outsideGoldens: .dataError
        case .unreadableReport, .writeFailed, .renameFailed: .ioError
        }
    }
}
