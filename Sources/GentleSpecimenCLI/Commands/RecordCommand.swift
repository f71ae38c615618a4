import Foundation

/// `gentle-specimen record`: renders sheets and (re)writes their goldens.
struct RecordCommand: Command {
    static let spec = CommandSpec(
        name: "record",
        abstract: "Renders sheets and writes their golden images.",
        discussion: """
            Writes every golden atomically and prints which were new, changed or unchanged. \
            Without --theme or --preset, records every built-in preset.
            """,
        options: ThemeOptions.specs + [VerifyCommand.goldens.spec, JobCount.option.spec])

    let themeOptions: ThemeOptions
    let goldensDirectory: URL
    let jobs: Int
    let progress: ProgressStyle

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        themeOptions = try ThemeOptions(parsing: arguments)
        goldensDirectory = environment.url(for: try arguments.value(VerifyCommand.goldens))
        jobs = try JobCount.read(from: arguments, environment: environment)
        progress = ProgressStyle(environment: environment)
    }

    /// The themes to record; every preset when none is named.
    var theme: ThemeSource {
        themeOptions.source(orElse: .allPresets)
    }

    func validate() throws(CommandLineError) {
        try themeOptions.validate(allowsAllPresets: true, command: Self.spec.name)
        try JobCount.validate(jobs)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        throw CommandError.unavailable(command: Self.spec.name)
    }
}
