/// Runs `gentle-specimen` with the arguments after the program name and returns its exit code.
public func run(arguments: [String]) -> ExitCode {
    arguments.isEmpty ? .success : .usage
}
