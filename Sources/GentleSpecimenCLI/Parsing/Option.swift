/// A typed option declaration: its spec for parsing and help, and the default it gives when absent.
struct Option<Value: ArgumentValue>: Sendable {
    /// The untyped declaration the parser and help read.
    let spec: OptionSpec
    /// The value when the option is not given; shown in help unless it describes as nil.
    let defaultValue: Value

    /// Declares an option `--long <valueName>` whose default is `defaultValue`.
    init(
        _ long: String, short: Character? = nil, value valueName: String, help: String,
        default defaultValue: Value
    ) {
        self.defaultValue = defaultValue
        self.spec = OptionSpec(
            long: long, short: short, valueName: valueName, help: help,
            defaultDescription: defaultValue.argumentDescription,
            allowedValues: Value.allowedValues)
    }
}

extension Option where Value: ExpressibleByNilLiteral {
    /// Declares an option `--long <valueName>` that is nil when not given; `defaultNote` tells
    /// help what the command does instead, when that depends on the environment or a config.
    /// A `repeats` option may be given several times; `ParsedArguments.values(_:)` reads them all.
    init(
        _ long: String, short: Character? = nil, value valueName: String, help: String,
        defaultNote: String? = nil, repeats: Bool = false
    ) {
        self.defaultValue = nil
        var spec = OptionSpec(
            long: long, short: short, valueName: valueName, help: help,
            defaultDescription: defaultNote, allowedValues: Value.allowedValues)
        spec.isRepeatable = repeats
        self.spec = spec
    }
}

/// A flag declaration, `--no-aa`: present or not.
struct Flag: Sendable {
    /// The untyped declaration the parser and help read.
    let spec: OptionSpec

    /// Declares the flag `--long`.
    init(_ long: String, short: Character? = nil, help: String) {
        spec = OptionSpec(
            long: long, short: short, valueName: nil, help: help,
            defaultDescription: nil, allowedValues: [])
    }
}
