/// One named option as declared by a command: its spelling, what it takes, and how help shows it.
struct OptionSpec: Sendable, Equatable {
    /// The option's name without dashes, in kebab-case (`size-category`).
    let long: String
    /// The optional one-letter spelling (`o` for `-o`).
    let short: Character?
    /// The placeholder shown in help (`file` for `--theme <file>`), or nil for a flag.
    let valueName: String?
    /// One sentence for the OPTIONS section.
    let help: String
    /// The default as shown in help, or nil when there is none to show.
    let defaultDescription: String?
    /// Every accepted value, or empty when any text of the right type is accepted.
    let allowedValues: [String]
    /// Whether the option may be given more than once, each value kept in order (`--theme`).
    var isRepeatable = false

    /// Whether the option is a flag that takes no value.
    var isFlag: Bool { valueName == nil }

    /// The option as written on the command line, `--theme`.
    var displayName: String { "--\(long)" }

    /// The option with its value placeholder, `--theme <file>`, as used in usage lines and errors.
    var synopsis: String {
        valueName.map { "\(displayName) <\($0)>" } ?? displayName
    }

    /// Whether `argument` is this option's long or short spelling.
    func isWritten(as argument: String) -> Bool {
        argument == displayName || short.map { argument == "-\($0)" } == true
    }

    /// The built-in `-h, --help` flag that every command accepts.
    static let helpFlag = OptionSpec(
        long: "help", short: "h", valueName: nil, help: "Show help information.",
        defaultDescription: nil, allowedValues: [])

    /// The built-in `--version` flag of the tool itself.
    static let versionFlag = OptionSpec(
        long: "version", short: nil, valueName: nil, help: "Show the version.",
        defaultDescription: nil, allowedValues: [])
}
