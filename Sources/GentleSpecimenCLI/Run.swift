import GentleFiles

/// Runs `gentle-specimen` with the arguments after the program name and returns its exit code,
/// reading the real process environment and writing to the real standard output and error; on
/// SIGTERM or SIGINT it removes its temporary files and exits with 128 + the signal.
package func run(arguments: [String]) -> ExitCode {
    let cleanup = SignalCleanup.install()
    defer { withExtendedLifetime(cleanup) {} }
    return run(arguments: arguments, environment: .current(), output: .process)
}

/// Runs `gentle-specimen` with the arguments after the program name in the given environment,
/// writing its text to `output`, and returns its exit code; nothing else of the process is read.
package func run(
    arguments: [String], environment: CommandEnvironment, output: OutputSink
) -> ExitCode {
    let context = CommandContext(environment: environment, output: output)
    do {
        return try CommandLineTool.gentleSpecimen.run(arguments, in: context)
    } catch {
        let report = ErrorReport.make(for: error)
        output.standardError(report.lines.map { UntrustedText.console($0) + "\n" }.joined())
        return report.exitCode
    }
}
