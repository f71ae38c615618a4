/// A command-line error together with the command whose usage explains it (nil for the tool itself).
struct UsageFailure: Error, Sendable, Equatable {
    /// What is wrong.
    let problem: CommandLineError
    /// The command being parsed, or nil when the subcommand itself was wrong.
    let command: CommandSpec?
}
