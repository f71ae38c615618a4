/// How a batch reports its progress, decided by whether standard output is a terminal.
enum ProgressStyle: Sendable, Equatable {
    /// One updating `[12/72] classic-tan/surfaces-dark.png 84 ms` line on a terminal.
    case live
    /// One plain line per file written, for pipes and logs.
    case lines

    /// The style for the given environment.
    init(environment: CommandEnvironment) {
        self = environment.isTerminal ? .live : .lines
    }
}
