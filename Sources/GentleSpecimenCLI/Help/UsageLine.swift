/// The one-line synopsis of a command, `gentle-specimen diff [--output <file>] <a> <b>`.
enum UsageLine {
    /// The synopsis words: every option in brackets, then the positional arguments.
    private static func words(for command: CommandSpec) -> [String] {
        [command.invocation]
            + command.options.map { "[\($0.synopsis)]" }
            + command.arguments.map(\.synopsis)
    }

    /// The synopsis wrapped at the help width, continuation lines aligned under the first option.
    static func lines(for command: CommandSpec, prefix: String) -> [String] {
        let indent = prefix.count + command.invocation.count + 1
        var lines: [String] = []
        var line = prefix
        for word in words(for: command) {
            let separator = line == prefix ? "" : " "
            if line.count > indent && line.count + separator.count + word.count > HelpLayout.width {
                lines.append(line)
                line = String(repeating: " ", count: indent) + word
            } else {
                line += separator + word
            }
        }
        lines.append(line)
        return lines
    }

    /// The text printed after `Error:` lines: the usage and where to look for more.
    static func errorFooter(for command: CommandSpec?) -> [String] {
        guard let command else {
            return [
                "Usage: \(ToolInfo.name) <subcommand>",
                "  See '\(ToolInfo.name) --help' for more information.",
            ]
        }
        return lines(for: command, prefix: "Usage: ")
            + ["  See '\(command.invocation) --help' for more information."]
    }
}
