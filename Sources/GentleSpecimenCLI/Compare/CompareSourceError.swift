import GentleFiles
import GentleSpecimen
import GentleThemeDiff
import GentleTokens

/// Why one side of `compare` could not be read, naming the side (`old` or `new`).
enum CompareSourceError: Error, Sendable {
    /// The file could not be read.
    case unreadable(side: String, SpecimenError)
    /// The JSON is not a theme the package would read.
    case invalid(side: String, GentleThemeLoadError)
    /// `git show` failed; `message` is git's own.
    case git(side: String, reference: String, message: String)
}

extension ErrorReport {
    /// Unreadable sides and git failures are I/O errors (74); invalid themes data errors (65).
    static func make(for error: CompareSourceError) -> ErrorReport {
        switch error {
        case .unreadable(let side, let failure):
            let report = make(for: failure as any Error)
            return ErrorReport(lines: prefixed(report.lines, side: side), exitCode: report.exitCode)
        case .invalid(let side, let failure):
            let report = make(for: failure as any Error)
            return ErrorReport(lines: prefixed(report.lines, side: side), exitCode: report.exitCode)
        case .git(let side, let reference, let message):
            let lines = message.split(separator: "\n").map { "  \(UntrustedText.console(String($0)))" }
            return ErrorReport(
                lines: ["Error: \(side) theme \(UntrustedText.console(reference)): git show failed:"] + lines,
                exitCode: .ioError)
        }
    }

    // The first line says which side failed; diagnostics below it keep their file:line:column form.
    private static func prefixed(_ lines: [String], side: String) -> [String] {
        guard let first = lines.first else { return lines }
        let rest = first.hasPrefix("Error: ") ? String(first.dropFirst(7)) : first
        return ["Error: \(side) theme: \(rest)"] + lines.dropFirst()
    }
}
