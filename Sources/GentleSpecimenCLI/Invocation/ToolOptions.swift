/// The options of the tool itself that print a generated text instead of running a command:
/// `--generate-completion-script <shell>`, as swift-argument-parser spells it, and the hidden
/// `--generate-reference <format>` that `Scripts/generate-reference.sh` calls.
enum ToolOptions {
    static let completionScript = Option<CompletionShell?>(
        "generate-completion-script", value: "shell", help: "Print the completion script for the shell.")
    static let reference = Option<ReferenceFormat?>(
        "generate-reference", value: "format",
        help: "Print the command reference as Markdown or as a man page (for the repository's docs/).")

    /// The options as a command spec, so that the scanner and its errors are the commands' own.
    static let spec = CommandSpec(
        name: "", abstract: ToolInfo.abstract, options: [completionScript.spec, reference.spec], exitStatuses: [])

    /// The options a user is shown: the completion script, never the repository's generator.
    static let documented = [OptionSpec.versionFlag, .helpFlag, completionScript.spec]

    /// Whether `argument`, the first of a command line, is one of these options.
    static func starts(_ argument: String) -> Bool {
        spec.options.contains { argument == $0.displayName || argument.hasPrefix($0.displayName + "=") }
    }

    /// The text the command line asks for; exactly one of the options, and nothing else.
    static func text(for arguments: [String], tool: CommandLineTool) throws(UsageFailure) -> String {
        do throws(CommandLineError) {
            let parsed = try ArgumentScanner(command: spec).scan(arguments)
            let shell = try parsed.value(completionScript)
            let format = try parsed.value(reference)
            switch (shell, format) {
            case (let shell?, nil): return shell.script(for: tool)
            case (nil, let format?): return format.document(for: tool)
            default:
                throw CommandLineError.invalidCombination(
                    "'\(completionScript.spec.displayName)' and '\(reference.spec.displayName)' cannot be given together"
                )
            }
        } catch {
            throw UsageFailure(problem: error, command: nil)
        }
    }
}
