/// The raw result of scanning a command line against a command's spec, read through typed accessors.
struct ParsedArguments: Sendable, Equatable {
    /// The value text of each option given, by long name.
    var values: [String: String] = [:]
    /// The long names of the flags given.
    var flags: Set<String> = []
    /// The positional values of each argument, by argument name.
    var positionals: [String: [String]] = [:]

    /// The option's value converted to its type, or its declared default when absent.
    func value<Value>(_ option: Option<Value>) throws(CommandLineError) -> Value {
        guard let text = values[option.spec.long] else { return option.defaultValue }
        guard let value = Value(argument: text) else {
            throw .invalidValue(text, option: option.spec)
        }
        return value
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
