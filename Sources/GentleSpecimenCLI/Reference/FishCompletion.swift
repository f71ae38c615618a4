import GentleFiles

/// The fish completion script: one `complete` line per subcommand, option and argument, from the specs.
enum FishCompletion {
    /// The whole script, ending with a newline.
    static func script(for tool: CommandLineTool) -> String {
        let name = ToolInfo.name
        var lines = [
            "# fish completion for \(name).",
            "# Generated from each command's specification by `\(name) --generate-completion-script fish`.",
            "# Save it as ~/.config/fish/completions/\(name).fish.",
            "",
            "# Whether the command line has no subcommand yet.",
            "function \(prefix)_no_command",
            "    test (count (commandline -opc)) -eq 1",
            "end",
            "",
            "# Whether the subcommand, the first word after the tool's name, is $argv[1].",
            "function \(prefix)_using",
            "    set -l words (commandline -opc)",
            "    test (count $words) -ge 2; and test \"$words[2]\" = \"$argv[1]\"",
            "end",
            "",
            "complete -c \(name) -f",
        ]
        for option in ToolOptions.documented {
            lines.append(line(condition: "\(prefix)_no_command", option: option))
        }
        for command in tool.commands.map({ $0.spec }) {
            lines.append(
                "complete -c \(name) -n \(prefix)_no_command -a \(quoted(command.name)) -d \(quoted(command.abstract))")
        }
        let names = tool.commands.map { $0.spec.name }.joined(separator: " ")
        lines.append("complete -c \(name) -n \(quoted("\(prefix)_using help")) -a \(quoted(names))")
        for command in tool.commands.map({ $0.spec }) {
            let condition = "\(prefix)_using \(command.name)"
            lines.append("")
            lines += (command.options + [.helpFlag]).map { line(condition: condition, option: $0) }
            if !command.arguments.isEmpty {
                lines.append("complete -c \(name) -n \(quoted(condition)) -F")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static let prefix = "__" + LiteralText.replacing("-", with: "_", in: ToolInfo.name)

    private static func line(condition: String, option: OptionSpec) -> String {
        var words = ["complete", "-c", ToolInfo.name, "-n", quoted(condition)]
        if let short = option.short { words += ["-s", String(short)] }
        words += ["-l", option.long]
        if !option.isFlag {
            switch ValueCompletion(option) {
            case .choices(let values): words += ["-x", "-a", quoted(values.joined(separator: " "))]
            case .files: words += ["-r", "-F"]
            case .directories: words += ["-x", "-a", quoted("(__fish_complete_directories)")]
            case .none: words += ["-x"]
            }
        }
        words += ["-d", quoted(option.help)]
        return words.joined(separator: " ")
    }

    /// One single-quoted fish word: only `\` and `'` are special inside.
    private static func quoted(_ text: String) -> String {
        "'" + LiteralText.replacing("'", with: "\\'", in: LiteralText.replacing("\\", with: "\\\\", in: text)) + "'"
    }
}
