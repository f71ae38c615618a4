import GentleTokens

/// The tool: picks the subcommand from the first argument and answers help and version requests.
struct CommandLineTool: Sendable {
    /// Every subcommand, in the order the tool's help lists them.
    let commands: [any Command.Type]
    /// The subcommand run when the first argument names none.
    let defaultCommand: any Command.Type

    /// The `gentle-specimen` tool with all its subcommands.
    static let gentleSpecimen = CommandLineTool(
        commands: [
            RenderCommand.self, VerifyCommand.self, RecordCommand.self, AcceptCommand.self, DiffCommand.self,
            ValidateCommand.self, PresetsCommand.self, TokensCommand.self, CompareCommand.self, InitCommand.self,
            MergeReportsCommand.self, SiteCommand.self, ReviewCommand.self, CoverageCommand.self,
        ],
        defaultCommand: RenderCommand.self)

    /// Runs one command line (without the program name) and returns its exit code.
    func run(_ arguments: [String], in context: CommandContext) throws -> ExitCode {
        guard let first = arguments.first else {
            return try execute(defaultCommand, arguments: [], in: context)
        }
        if OptionSpec.helpFlag.isWritten(as: first) {
            context.output.standardOutput(toolHelp)
            return .success
        }
        if OptionSpec.versionFlag.isWritten(as: first) {
            context.output.print(ToolInfo.version)
            return .success
        }
        if ToolOptions.starts(first) {
            context.output.standardOutput(try ToolOptions.text(for: arguments, tool: self))
            return .success
        }
        if first == "help" {
            return try help(for: Array(arguments.dropFirst()), in: context)
        }
        if let command = command(named: first) {
            return try execute(command, arguments: Array(arguments.dropFirst()), in: context)
        }
        // Options without a subcommand belong to the default one, as in swift-argument-parser.
        guard ArgumentScanner.looksLikeOption(first) else {
            throw UsageFailure(problem: unknownCommand(first), command: nil)
        }
        return try execute(defaultCommand, arguments: arguments, in: context)
    }

    private func execute(
        _ command: any Command.Type, arguments: [String], in context: CommandContext
    ) throws -> ExitCode {
        let options = arguments.prefix { $0 != "--" }
        if options.contains(where: OptionSpec.helpFlag.isWritten(as:)) {
            context.output.standardOutput(CommandHelp.text(for: command.spec))
            return .success
        }
        let parsed: any Command
        do {
            parsed = try command.parse(arguments, environment: context.environment)
        } catch {
            throw UsageFailure(problem: error, command: command.spec)
        }
        return try parsed.run(in: context)
    }

    /// `help` alone prints the tool's help; `help <subcommand>` prints that command's.
    private func help(for names: [String], in context: CommandContext) throws -> ExitCode {
        guard let name = names.first, !OptionSpec.helpFlag.isWritten(as: name) else {
            context.output.standardOutput(toolHelp)
            return .success
        }
        guard let command = command(named: name) else {
            throw UsageFailure(problem: unknownCommand(name), command: nil)
        }
        if let extra = names.dropFirst().first {
            throw UsageFailure(problem: .unexpectedArgument(extra), command: nil)
        }
        context.output.standardOutput(CommandHelp.text(for: command.spec))
        return .success
    }

    private var toolHelp: String {
        ToolHelp.text(commands: commands.map { $0.spec }, defaultCommand: defaultCommand.spec.name)
    }

    private func command(named name: String) -> (any Command.Type)? {
        commands.first { $0.spec.name == name }
    }

    private func unknownCommand(_ name: String) -> CommandLineError {
        .unknownCommand(name, suggestion: closestMatch(to: name, among: commands.map { $0.spec.name }))
    }
}
