import Foundation
import GentleSpecimenCLI
import Synchronization

/// The text a sink received, collected safely from any thread.
package final class CapturedText: Sendable {
    private let text = Mutex("")

    /// Appends written text.
    package func append(_ written: String) {
        text.withLock { $0 += written }
    }

    /// Everything written so far.
    package var contents: String {
        text.withLock { $0 }
    }
}

/// One in-process run of the tool with its exit code and everything it printed.
package struct CapturedRun: Sendable {
    package let exitCode: ExitCode
    package let standardOutput: String
    package let standardError: String

    /// The first line written to standard error.
    package var firstErrorLine: String {
        String(standardError.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    /// Runs the tool with `arguments` in `environment`, never the real process's.
    package init(_ arguments: [String], environment: CommandEnvironment = .testing()) {
        let output = CapturedText()
        let error = CapturedText()
        let sink = OutputSink(standardOutput: output.append, standardError: error.append)
        exitCode = run(arguments: arguments, environment: environment, output: sink)
        standardOutput = output.contents
        standardError = error.contents
    }
}

extension CommandEnvironment {
    /// A fixed environment: no variables, not a terminal, four cores, a made-up working directory.
    /// Commands that write files must be given a temporary `workingDirectory` (or absolute paths).
    package static func testing(
        variables: [String: String] = [:], isTerminal: Bool = false, processorCount: Int = 4,
        workingDirectory: URL = URL(fileURLWithPath: "/project")
    ) -> CommandEnvironment {
        CommandEnvironment(
            variables: variables, isTerminal: isTerminal, processorCount: processorCount,
            workingDirectory: workingDirectory)
    }
}
