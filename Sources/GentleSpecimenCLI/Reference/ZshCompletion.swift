import GentleFiles

/// The zsh completion script: `_arguments` specs for the tool and for each command, from their specs.
enum ZshCompletion {
    /// The whole script, ending with a newline.
    static func script(for tool: CommandLineTool) -> String {
        var lines = [
            "#compdef \(ToolInfo.name)",
            "# zsh completion for \(ToolInfo.name).",
            "# Generated from each command's specification by `\(ToolInfo.name) --generate-completion-script zsh`.",
            "# Save it as \(functionName) in a folder on $fpath, or load it with:",
            "# source <(\(ToolInfo.name) --generate-completion-script zsh)",
            "",
        ]
        lines += main(for: tool)
        for command in tool.commands.map({ $0.spec }) {
            lines += [""] + function(for: command)
        }
        lines += [
            "",
            "# Autoloaded from $fpath the file is the function's body; sourced, it registers the function.",
            "if [[ ${zsh_eval_context[-1]} == loadautofunc ]]; then",
            "    \(functionName) \"$@\"",
            "else",
            "    compdef \(functionName) \(ToolInfo.name)",
            "fi",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    private static let functionName = "_" + ToolInfo.name

    private static func functionName(for command: CommandSpec) -> String {
        "\(functionName)-\(command.name)"
    }

    private static func main(for tool: CommandLineTool) -> [String] {
        var lines = [
            "\(functionName)() {",
            "    local context state state_descr line",
            "    typeset -A opt_args",
            "    local -a commands",
            "    commands=(",
        ]
        for command in tool.commands.map({ $0.spec }) {
            lines.append("        \(quoted(command.name + ":" + command.abstract))")
        }
        lines += [
            "    )",
            "    _arguments -C \\",
        ]
        for option in ToolOptions.documented {
            lines.append("        \(exclusive(option)) \\")
        }
        lines += [
            "        '1: :->command' \\",
            "        '*:: :->argument' && return",
            "    case $state in",
            "        (command) _describe -t commands 'subcommand' commands ;;",
            "        (argument)",
            "            case $line[1] in",
        ]
        for command in tool.commands.map({ $0.spec }) {
            lines.append("                (\(command.name)) \(functionName(for: command)) ;;")
        }
        lines += [
            "                (help) _describe -t commands 'subcommand' commands ;;",
            "            esac",
            "            ;;",
            "    esac",
            "}",
        ]
        return lines
    }

    private static func function(for command: CommandSpec) -> [String] {
        var specs = command.options.map(optionSpec) + [exclusive(.helpFlag)]
        for argument in command.arguments {
            let head = argument.isRepeating ? "*" : ""
            specs.append(quoted("\(head):\(escaped(argument.name)):_files"))
        }
        return ["\(functionName(for: command))() {", "    _arguments \\"]
            + specs.enumerated().map { index, spec in
                "        " + spec + (index == specs.count - 1 ? "" : " \\")
            }
            + ["}"]
    }

    /// One option for `_arguments`: `'*--theme=[help]:file:_files'`. A repeatable option may come
    /// again; a long option's value may follow `=` or come as the next word, a short one's the next word.
    private static func optionSpec(_ option: OptionSpec) -> String {
        let names = spellings(of: option)
        let body = "[\(escaped(option.help))]" + value(of: option)
        let withValue = names.map { option.isFlag || !$0.hasPrefix("--") ? $0 : $0 + "=" }
        let exclusion = option.isRepeatable ? "*" : names.count > 1 ? "(\(names.joined(separator: " ")))" : ""
        guard withValue.count > 1 else { return quoted(exclusion + withValue[0] + body) }
        return quoted(exclusion) + "{\(withValue.joined(separator: ","))}" + quoted(body)
    }

    /// An option after which nothing else is completed: `--help`, `--version`.
    private static func exclusive(_ option: OptionSpec) -> String {
        let names = spellings(of: option)
        let body = "[\(escaped(option.help))]" + value(of: option)
        guard names.count > 1 else { return quoted("(- *)" + names[0] + body) }
        return quoted("(- *)") + "{\(names.joined(separator: ","))}" + quoted(body)
    }

    private static func spellings(of option: OptionSpec) -> [String] {
        [option.displayName] + (option.short.map { ["-\($0)"] } ?? [])
    }

    /// `:name:action` after an option that takes a value, nothing after a flag.
    private static func value(of option: OptionSpec) -> String {
        guard let name = option.valueName else { return "" }
        return ":\(escaped(name)):\(action(for: option))"
    }

    private static func action(for option: OptionSpec) -> String {
        switch ValueCompletion(option) {
        case .choices(let values): "(\(values.map(escaped).joined(separator: " ")))"
        case .files: "_files"
        case .directories: "_files -/"
        case .none: " "
        }
    }

    /// Text inside an `_arguments` spec: its brackets and colons are syntax.
    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\[]:".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    /// One single-quoted zsh word.
    private static func quoted(_ text: String) -> String {
        "'" + LiteralText.replacing("'", with: "'\\''", in: text) + "'"
    }
}
