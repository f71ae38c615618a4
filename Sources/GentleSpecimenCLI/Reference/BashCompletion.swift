import GentleFiles

/// The bash completion script: a function per command that completes its options, their values
/// and its arguments, as its spec declares them.
enum BashCompletion {
    /// The whole script, ending with a newline.
    static func script(for tool: CommandLineTool) -> String {
        var lines = [
            "# bash completion for \(ToolInfo.name).",
            "# Generated from each command's specification by `\(ToolInfo.name) --generate-completion-script bash`.",
            "# Load it with: source <(\(ToolInfo.name) --generate-completion-script bash)",
            "",
        ]
        lines += main(for: tool)
        for command in tool.commands.map({ $0.spec }) {
            lines += [""] + function(for: command)
        }
        lines += [""] + helpers
        lines += ["", "complete -F \(functionName) \(ToolInfo.name)"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static let functionName = "_" + LiteralText.replacing("-", with: "_", in: ToolInfo.name)

    private static func functionName(for command: CommandSpec) -> String {
        functionName + "_" + LiteralText.replacing("-", with: "_", in: command.name)
    }

    /// Completes the subcommand, then hands the rest to the subcommand's function.
    private static func main(for tool: CommandLineTool) -> [String] {
        let shellOption = ToolOptions.completionScript.spec
        let toolOptions = ToolOptions.documented.flatMap { option in
            [option.displayName] + (option.short.map { ["-\($0)"] } ?? [])
        }
        let defaultFunction = functionName(for: tool.defaultCommand.spec)
        var lines = [
            "\(functionName)() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"\"",
            "    (( COMP_CWORD > 0 )) && prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    # bash splits --option=value into three words: the option, =, the value.",
            "    if [[ $cur == \"=\" ]]; then",
            "        cur=\"\"",
            "    elif [[ $prev == \"=\" ]] && (( COMP_CWORD > 1 )); then",
            "        prev=\"${COMP_WORDS[COMP_CWORD-2]}\"",
            "    fi",
            "    COMPREPLY=()",
            "    if (( COMP_CWORD == 1 )); then",
            "        if [[ $cur == -* ]]; then",
            "            \(wordsCall(toolOptions + CommandLineTool.spellings(of: tool.defaultCommand.spec)))",
            "        else",
            "            \(wordsCall(tool.completedCommandNames))",
            "        fi",
            "        return 0",
            "    fi",
            "    case \"${COMP_WORDS[1]}\" in",
        ]
        for command in tool.commands.map({ $0.spec }) {
            lines.append("        \(command.name)) \(functionName(for: command)) ;;")
        }
        lines += [
            "        help) (( COMP_CWORD == 2 )) && \(wordsCall(tool.commands.map { $0.spec.name })) ;;",
            "        \(shellOption.displayName)) [[ $prev == \(shellOption.displayName) ]] && "
                + "\(wordsCall(shellOption.allowedValues)) ;;",
            "        # Options without a subcommand belong to the default one.",
            "        -*) \(defaultFunction) ;;",
            "    esac",
            "    return 0",
            "}",
        ]
        return lines
    }

    /// One command's function: the value of the option before the cursor, else an option or an argument.
    private static func function(for command: CommandSpec) -> [String] {
        var lines = ["\(functionName(for: command))() {", "    case \"$prev\" in"]
        for option in command.options where !option.isFlag {
            let names = ([option.displayName] + (option.short.map { ["-\($0)"] } ?? [])).joined(separator: "|")
            lines.append("        \(names)) \(call(for: ValueCompletion(option))) return ;;")
        }
        lines += [
            "    esac",
            "    if [[ $cur == -* ]]; then",
            "        \(wordsCall(CommandLineTool.spellings(of: command)))",
        ]
        if !command.arguments.isEmpty {
            lines += ["    else", "        \(functionName)_files"]
        }
        lines += ["    fi", "}"]
        return lines
    }

    private static func call(for completion: ValueCompletion) -> String {
        switch completion {
        case .choices(let values): "\(functionName)_list \(quoted(values));"
        case .files: "\(functionName)_files;"
        case .directories: "\(functionName)_directories;"
        case .none: ""
        }
    }

    private static func wordsCall(_ words: [String]) -> String {
        "\(functionName)_words \(quoted(words))"
    }

    /// The words as one single-quoted bash word.
    private static func quoted(_ words: [String]) -> String {
        "'" + LiteralText.replacing("'", with: "'\\''", in: words.joined(separator: " ")) + "'"
    }

    private static var helpers: [String] {
        [
            "\(functionName)_words() {",
            "    mapfile -t COMPREPLY < <(compgen -W \"$1\" -- \"$cur\")",
            "}",
            "",
            "# A comma-separated list (--sheet typography,colors) completes its last item.",
            "\(functionName)_list() {",
            "    local prefix=\"\"",
            "    [[ $cur == *,* ]] && prefix=\"${cur%,*},\"",
            "    mapfile -t COMPREPLY < <(compgen -P \"$prefix\" -W \"$1\" -- \"${cur##*,}\")",
            "}",
            "",
            "\(functionName)_files() {",
            "    mapfile -t COMPREPLY < <(compgen -f -- \"$cur\")",
            "    compopt -o filenames 2>/dev/null",
            "}",
            "",
            "\(functionName)_directories() {",
            "    mapfile -t COMPREPLY < <(compgen -d -- \"$cur\")",
            "    compopt -o filenames 2>/dev/null",
            "}",
        ]
    }
}
