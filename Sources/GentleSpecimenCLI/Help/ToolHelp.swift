/// The tool's own help: OVERVIEW, USAGE, OPTIONS and the SUBCOMMANDS list.
enum ToolHelp {
    /// The complete help text of `gentle-specimen --help`, ending with a newline.
    static func text(commands: [CommandSpec], defaultCommand: String) -> String {
        var lines = CommandHelp.overview(abstract: ToolInfo.abstract, discussion: ToolInfo.discussion)
        lines += ["", "USAGE: \(ToolInfo.name) <subcommand>", ""]
        lines += HelpLayout.section(
            "OPTIONS", entries: [OptionSpec.versionFlag, .helpFlag].map(CommandHelp.optionEntry))
        let entries = commands.map { command in
            let label = command.name == defaultCommand ? "\(command.name) (default)" : command.name
            return HelpLayout.entry(label: label, description: command.abstract)
        }
        lines += [""] + HelpLayout.section("SUBCOMMANDS", entries: entries)
        lines += ["", "  See '\(ToolInfo.name) help <subcommand>' for detailed help."]
        return lines.joined(separator: "\n") + "\n"
    }
}
