/// Reads a command line against a command's spec: options, flags and positional values.
struct ArgumentScanner {
    /// The command whose declarations decide what each argument is.
    let command: CommandSpec

    /// Scans `arguments` (without the subcommand name) into named values, flags and positionals.
    func scan(_ arguments: [String]) throws(CommandLineError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var loose: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                loose.append(contentsOf: remaining)
                break
            }
            guard let (option, inlineValue) = try named(argument) else {
                loose.append(argument)
                continue
            }
            try record(option, inlineValue: inlineValue, from: &remaining, into: &parsed)
        }
        parsed.positionals = try assign(loose)
        return parsed
    }

    /// The option `argument` spells with any `=value` part, or nil when it is a positional value.
    private func named(_ argument: String) throws(CommandLineError) -> (OptionSpec, String?)? {
        if argument.hasPrefix("--") {
            let body = argument.dropFirst(2)
            let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let long = String(parts[0])
            guard let option = command.option(long: long) else {
                throw .unknownOption("--\(long)")
            }
            return (option, parts.count > 1 ? String(parts[1]) : nil)
        }
        guard Self.looksLikeOption(argument), let letter = argument.dropFirst().first else {
            return nil
        }
        guard argument.count == 2, let option = command.option(short: letter) else {
            throw .unknownOption(argument)
        }
        return (option, nil)
    }

    private func record(
        _ option: OptionSpec, inlineValue: String?, from remaining: inout ArraySlice<String>,
        into parsed: inout ParsedArguments
    ) throws(CommandLineError) {
        let seen = parsed.values[option.long] != nil || parsed.flags.contains(option.long)
        guard !seen || option.isRepeatable else { throw .repeatedOption(option) }
        parsed.order.append(option.long)
        if option.isFlag {
            if let inlineValue { throw .unexpectedArgument("\(option.displayName)=\(inlineValue)") }
            parsed.flags.insert(option.long)
            return
        }
        if let inlineValue {
            guard !inlineValue.isEmpty else { throw .missingValue(option) }
            parsed.values[option.long, default: []].append(inlineValue)
            return
        }
        // A value starting with a dash is another option, unless it is a negative number.
        guard let next = remaining.first, !next.hasPrefix("-") || Double(next) != nil else {
            throw .missingValue(option)
        }
        parsed.values[option.long, default: []].append(remaining.removeFirst())
    }

    /// Hands the positional values to the declared arguments in order.
    private func assign(_ loose: [String]) throws(CommandLineError) -> [String: [String]] {
        var remaining = loose[...]
        var assigned: [String: [String]] = [:]
        for argument in command.arguments {
            guard !remaining.isEmpty || argument.isOptional else { throw .missingArgument(argument) }
            if argument.isRepeating {
                assigned[argument.name] = Array(remaining)
                remaining = []
            } else {
                assigned[argument.name] = [remaining.removeFirst()]
            }
        }
        if let extra = remaining.first { throw .unexpectedArgument(extra) }
        return assigned
    }

    /// Whether `argument` is written like an option (`-x`, `--x`) rather than a value (`-`, `-0.5`).
    static func looksLikeOption(_ argument: String) -> Bool {
        argument.hasPrefix("-") && argument.count > 1 && Double(argument) == nil
    }
}
