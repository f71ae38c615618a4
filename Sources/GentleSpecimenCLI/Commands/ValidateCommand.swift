import Foundation

/// `gentle-specimen validate FILE…`: checks theme JSON files and lists every problem.
struct ValidateCommand: Command {
    static let files = ArgumentSpec(
        "files", repeating: true, help: "The GentleDesignSystem theme JSON files to check.")

    static let spec = CommandSpec(
        name: "validate",
        abstract: "Checks theme JSON files and lists every problem at once.",
        discussion: """
            Prints each problem as file:line:column: error|warning: coding path: what is wrong. \
            Errors are where GentleDesignSystem would refuse the file; warnings are where it \
            silently falls back. Exits 65 when any file has an error, 0 when there are only warnings.
            """,
        arguments: [files])

    let themeFiles: [String]

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        themeFiles = arguments.values(of: Self.files)
    }

    func validate() throws(CommandLineError) {}

    func run(in context: CommandContext) throws -> ExitCode {
        throw CommandError.unavailable(command: Self.spec.name)
    }
}
