/// `docs/man/gentle-specimen.1`: the tool and every command in man(7) macros, generated from the
/// same specs as help and `docs/commands.md`.
enum ManualPage {
    /// The whole page, ending with a newline.
    static func text(for tool: CommandLineTool) -> String {
        let name = roff(ToolInfo.name)
        var lines = [
            ".\\\" Generated from each command's specification by \(ReferenceFormat.regenerationCommand); do not edit.",
            ".TH \(roff(ToolInfo.name.uppercased())) 1 \"\" \"\(name) \(roff(ToolInfo.version))\" \"User Commands\"",
            ".SH NAME",
            "\(name) \\- \(roff(ToolInfo.abstract))",
            ".SH SYNOPSIS",
            ".B \(name)",
            "[\\fIsubcommand\\fR] [\\fIoptions\\fR]",
            ".SH DESCRIPTION",
            roff(ToolInfo.abstract),
            ".PP",
            roff(ToolInfo.discussion),
            ".PP",
            "Each subcommand's \\fB\\-\\-help\\fR prints its part of this page.",
            ".SH OPTIONS",
        ]
        lines += ToolOptions.documented.flatMap(optionEntry)
        lines.append(".SH COMMANDS")
        for command in tool.commands.map({ $0.spec }) {
            lines += section(for: command, isDefault: command.name == tool.defaultCommand.spec.name)
        }
        lines.append(".SH EXIT STATUS")
        lines += ExitCode.all.flatMap { [".TP", ".B \($0.rawValue)", roff($0.summary)] }
        lines += [".SH SEE ALSO", "The command reference, \\fIdocs/commands.md\\fR in the repository."]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func section(for command: CommandSpec, isDefault: Bool) -> [String] {
        var lines = [".SS \"\(roff(command.name))\(isDefault ? " (default)" : "")\"", roff(command.abstract)]
        for paragraph in command.discussion.split(separator: "\n\n") {
            lines += [".PP", roff(String(paragraph))]
        }
        // The synopsis as help prints it, unfilled, so that no option is broken across lines.
        lines += [".PP", ".nf"] + UsageLine.lines(for: command, prefix: "").map(roff) + [".fi"]
        if !command.arguments.isEmpty {
            lines += [".PP", "Arguments:"]
            lines += command.arguments.flatMap { [".TP", "\\fI\(roff($0.synopsis))\\fR", roff($0.help)] }
        }
        lines += [".PP", "Options:"]
        lines += (command.options + [.helpFlag]).flatMap(optionEntry)
        lines += [".PP", "Exit status:"]
        lines += command.exitStatuses.flatMap { [".TP", ".B \($0.code.rawValue)", roff($0.meaning)] }
        return lines
    }

    /// `.TP`, then `\fB-o\fR, \fB--output\fR \fIdir\fR`, then the help with values and default.
    private static func optionEntry(_ option: OptionSpec) -> [String] {
        var label = "\\fB\(roff(option.displayName))\\fR"
        if let short = option.short { label = "\\fB\\-\(roff(String(short)))\\fR, " + label }
        if let valueName = option.valueName { label += " \\fI\(roff(valueName))\\fR" }
        var help = option.help
        if !option.allowedValues.isEmpty { help += " Values: \(option.allowedValues.joined(separator: ", "))." }
        if option.isRepeatable { help += " Repeatable." }
        if let defaultDescription = option.defaultDescription {
            help += " Default: \(defaultDescription)" + (defaultDescription.hasSuffix(".") ? "" : ".")
        }
        return [".TP", label, roff(help)]
    }

    /// Text for a roff line: backslashes and hyphens escaped, anything but ASCII as `\[uXXXX]`,
    /// and a line that would start with a control character (`.`, `'`) guarded.
    static func roff(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
            default:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        return result.hasPrefix(".") || result.hasPrefix("'") ? "\\&" + result : result
    }
}
