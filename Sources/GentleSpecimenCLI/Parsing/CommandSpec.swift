/// Everything a command declares about itself; help, usage and parsing are generated from it.
struct CommandSpec: Sendable, Equatable {
    /// The subcommand's name, `render`.
    let name: String
    /// One line for OVERVIEW and for the tool's SUBCOMMANDS list.
    let abstract: String
    /// Paragraphs shown under the abstract in the command's own help.
    let discussion: String
    /// The named options, in help order; `-h, --help` is added by the parser and help.
    let options: [OptionSpec]
    /// The positional arguments, in order; only the last may repeat.
    let arguments: [ArgumentSpec]

    init(
        name: String, abstract: String, discussion: String = "",
        options: [OptionSpec] = [], arguments: [ArgumentSpec] = []
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
    }

    /// How the command is invoked, `gentle-specimen render`.
    var invocation: String { "\(ToolInfo.name) \(name)" }

    /// The declared option spelled `--long`, if any.
    func option(long: String) -> OptionSpec? {
        options.first { $0.long == long }
    }

    /// The declared option spelled `-c`, if any.
    func option(short: Character) -> OptionSpec? {
        options.first { $0.short == short }
    }
}
