/// What a running command may use besides its options: the environment and the output.
struct CommandContext: Sendable {
    /// The injected process facts.
    let environment: CommandEnvironment
    /// Where text goes.
    let output: OutputSink
}
