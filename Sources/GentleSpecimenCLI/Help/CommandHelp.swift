/// The `--help` text of one command: OVERVIEW, USAGE, ARGUMENTS and OPTIONS from its spec.
enum CommandHelp {
    /// The complete help text, ending with a newline.
    static func text(for command: CommandSpec) -> String {
        var lines = overview(abstract: command.abstract, discussion: command.discussion)
        lines += [""] + UsageLine.lines(for: command, prefix: "USAGE: ")
        if !command.arguments.isEmpty {
            let entries = command.arguments.map {
                HelpLayout.entry(label: $0.synopsis, description: $0.help)
            }
            lines += [""] + HelpLayout.section("ARGUMENTS", entries: entries)
        }
        let options = (command.options + [.helpFlag]).map(optionEntry)
        lines += [""] + HelpLayout.section("OPTIONS", entries: options)
        return lines.joined(separator: "\n") + "\n"
    }

    /// OVERVIEW: the abstract, then each discussion paragraph, wrapped.
    static func overview(abstract: String, discussion: String) -> [String] {
        var lines = wrap("OVERVIEW: \(abstract)", width: HelpLayout.width)
        let paragraphs = discussion.split(separator: "\n\n").map(String.init)
        for paragraph in paragraphs {
            lines += [""] + wrap(paragraph, width: HelpLayout.width)
        }
        return lines
    }

    /// One option: `-o, --output <dir>` and its help with values and default.
    static func optionEntry(_ option: OptionSpec) -> [String] {
        let label = option.short.map { "-\($0), \(option.synopsis)" } ?? option.synopsis
        return HelpLayout.entry(label: label, description: description(of: option))
    }

    /// The help sentence followed by `(values: …; default: …)` where the spec has them.
    private static func description(of option: OptionSpec) -> String {
        var notes: [String] = []
        if !option.allowedValues.isEmpty {
            notes.append("values: " + option.allowedValues.joined(separator: ", "))
        }
        if option.isRepeatable {
            notes.append("repeatable")
        }
        if let defaultDescription = option.defaultDescription {
            notes.append("default: \(defaultDescription)")
        }
        guard !notes.isEmpty else { return option.help }
        return "\(option.help) (\(notes.joined(separator: "; ")))"
    }
}
