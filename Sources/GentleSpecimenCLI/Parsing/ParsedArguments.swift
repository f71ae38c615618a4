/// The raw result of scanning a command line against a command's spec, read through typed accessors.
struct ParsedArguments: Sendable, Equatable {
    /// The value texts of each option given, by long name, in command-line order; more than one
    /// only for a repeatable option.
    var values: [String: [String]] = [:]
    /// The long names of the flags given.
    var flags: Set<String> = []
    /// The positional values of each argument, by argument name.
    var positionals: [String: [String]] = [:]
    /// The long name of each option and flag given, once per time given, in command-line order:
    /// what pairs a value of one option with the value of another given before it.
    var order: [String] = []

    /// The option's value converted to its type, or its declared default when absent.
    func value<Value>(_ option: Option<Value>) throws(CommandLineError) -> Value {
        guard let text = values[option.spec.long]?.first else { return option.defaultValue }
        return try Self.converted(text, option)
    }

    /// Every value a repeatable option was given, converted, in command-line order; empty when absent.
    func values<Value>(_ option: Option<Value?>) throws(CommandLineError) -> [Value] {
        var converted: [Value] = []
        for text in values[option.spec.long] ?? [] {
            guard let value = try Self.converted(text, option) else { continue }
            converted.append(value)
        }
        return converted
    }

    private static func converted<Value>(_ text: String, _ option: Option<Value>) throws(CommandLineError) -> Value {
        guard let value = Value(argument: text) else {
            throw .invalidValue(Value.rejectedPart(of: text), option: option.spec)
        }
        return value
    }

    /// Each time one of `options` was given, its long name and which of its values it gave
    /// (0 for the first), in command-line order.
    func occurrences(of options: [OptionSpec]) -> [(long: String, index: Int)] {
        let wanted = Set(options.map(\.long))
        var counts: [String: Int] = [:]
        return order.filter(wanted.contains).map { long in
            defer { counts[long, default: 0] += 1 }
            return (long, counts[long, default: 0])
        }
    }

    /// Whether the flag was given.
    func isSet(_ flag: Flag) -> Bool {
        flags.contains(flag.spec.long)
    }

    /// Every value the positional argument took, in order.
    func values(of argument: ArgumentSpec) -> [String] {
        positionals[argument.name] ?? []
    }

    /// The single value of a non-repeating positional argument.
    func value(of argument: ArgumentSpec) throws(CommandLineError) -> String {
        guard let first = values(of: argument).first else { throw .missingArgument(argument) }
        return first
    }
}
