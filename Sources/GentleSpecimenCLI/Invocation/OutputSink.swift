import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Where a command's text goes: one writer for standard output, one for standard error.
package struct OutputSink: Sendable {
    /// Receives text meant for standard output, newlines included.
    package let standardOutput: @Sendable (String) -> Void
    /// Receives text meant for standard error, newlines included.
    package let standardError: @Sendable (String) -> Void

    /// A sink with the given writers.
    package init(
        standardOutput: @escaping @Sendable (String) -> Void,
        standardError: @escaping @Sendable (String) -> Void
    ) {
        self.standardOutput = standardOutput
        self.standardError = standardError
    }

    /// The process's own standard output and standard error.
    package static let process = OutputSink(
        standardOutput: { StandardStream.output.write($0) },
        standardError: { StandardStream.error.write($0) })

    /// Writes `line` and a newline to standard output. Lines carry theme keys, strings and file
    /// names, so control characters in them are written as `\u{…}`: one line stays one line.
    func print(_ line: String) {
        standardOutput(UntrustedText.console(line) + "\n")
    }

    /// Writes `line` and a newline to standard error, escaped as `print(_:)` does.
    func printError(_ line: String) {
        standardError(UntrustedText.console(line) + "\n")
    }
}
