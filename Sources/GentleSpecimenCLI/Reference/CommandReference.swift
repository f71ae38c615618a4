import GentleFiles

/// `docs/commands.md`: every command's abstract, discussion, usage, arguments, options and exit
/// codes in Markdown, generated from the same specs as help, so that it cannot drift from them.
enum CommandReference {
    /// The whole document, ending with a newline.
    static func markdown(for tool: CommandLineTool) -> String {
        let commands = tool.commands.map { $0.spec }
        var lines = [
            "# `\(ToolInfo.name)` command reference",
            "",
            "<!-- Generated from each command's specification by \(ReferenceFormat.regenerationCommand); "
                + "do not edit by hand. -->",
            "",
            prose(ToolInfo.abstract),
            "",
            prose(ToolInfo.discussion),
            "",
            "```",
            "\(ToolInfo.name) <subcommand> [<options>]",
            "```",
            "",
            "| Command | What it does |",
            "|---|---|",
        ]
        for command in commands {
            let note = command.name == tool.defaultCommand.spec.name ? " (default)" : ""
            lines.append("| [`\(command.name)`](#\(command.name))\(note) | \(prose(command.abstract)) |")
        }
        lines += ["", "Options of the tool itself:", ""]
        lines += ToolOptions.documented.map(optionItem)
        lines += [
            "",
            "`--generate-completion-script` prints a completion script: "
                + "`source <(\(ToolInfo.name) --generate-completion-script bash)` in bash; in zsh, save it as "
                + "`_\(ToolInfo.name)` in a folder on `$fpath`; in fish, as "
                + "`~/.config/fish/completions/\(ToolInfo.name).fish`. "
                + "`\(ToolInfo.name) help <subcommand>` prints a command's help; "
                + "`man \(ToolInfo.name)` reads this reference as a man page once installed.",
        ]
        for command in commands {
            lines += [""] + section(for: command)
        }
        lines += ["", "## Exit codes", "", "Every command's codes are a subset of these (sysexits):", ""]
        lines += ["| Code | Meaning |", "|---|---|"]
        lines += ExitCode.all.map { "| \($0.rawValue) | \(prose($0.summary)) |" }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func section(for command: CommandSpec) -> [String] {
        var lines = ["## \(command.name)", "", prose(command.abstract)]
        for paragraph in command.discussion.split(separator: "\n\n") {
            lines += ["", prose(String(paragraph))]
        }
        lines += ["", "```"] + UsageLine.lines(for: command, prefix: "") + ["```"]
        if !command.arguments.isEmpty {
            lines += ["", "**Arguments**", ""]
            lines += command.arguments.map { "- `\($0.synopsis)`: \(prose($0.help))" }
        }
        lines += ["", "**Options**", ""]
        lines += (command.options + [.helpFlag]).map(optionItem)
        lines += ["", "**Exit codes**", "", "| Code | When |", "|---|---|"]
        lines += command.exitStatuses.map { "| \($0.code.rawValue) | \(prose($0.meaning)) |" }
        return lines
    }

    /// `- `-o, --output <dir>`: help. Values: `png`, `svg`. Default: `png`.`
    private static func optionItem(_ option: OptionSpec) -> String {
        let label = option.short.map { "-\($0), \(option.synopsis)" } ?? option.synopsis
        var item = "- `\(label)`: \(prose(option.help))"
        if !option.allowedValues.isEmpty {
            item += " Values: " + option.allowedValues.map { "`\($0)`" }.joined(separator: ", ") + "."
        }
        if option.isRepeatable { item += " Repeatable." }
        if let defaultDescription = option.defaultDescription {
            item += " Default: \(prose(defaultDescription))" + (defaultDescription.hasSuffix(".") ? "" : ".")
        }
        return item
    }

    /// Help text as Markdown: every character that could start markup is escaped.
    private static func prose(_ text: String) -> String {
        UntrustedText.markdown(text)
    }
}
