/// A subcommand: its declaration, a typed options value read from a command line, and its action.
///
/// A conforming type declares its options as `static let` values (`Option`, `Flag`, `ArgumentSpec`),
/// lists them in `spec`, reads them in `init(parsing:environment:)`, checks combinations in
/// `validate()` and does its work in `run(in:)`.
protocol Command: Sendable {
    /// The name, help text, options and arguments the parser and help are generated from.
    static var spec: CommandSpec { get }
    /// Reads the typed options from scanned arguments; defaults that depend on the process come from
    /// `environment`.
    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError)
    /// Refuses option values or combinations that are each well-formed but wrong together.
    func validate() throws(CommandLineError)
    /// Does the command's work and says how it ended.
    func run(in context: CommandContext) throws -> ExitCode
}

extension Command {
    /// Scans, reads and validates a command line for this command.
    static func parse(
        _ arguments: [String], environment: CommandEnvironment
    ) throws(CommandLineError) -> Self {
        let scanned = try ArgumentScanner(command: spec).scan(arguments)
        let command = try Self(parsing: scanned, environment: environment)
        try command.validate()
        return command
    }
}
