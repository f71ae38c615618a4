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
    /// The exit codes the command's own work can end with; `exitStatuses` adds the common ones.
    let declaredExitStatuses: [ExitStatus]

    init(
        name: String, abstract: String, discussion: String = "",
        options: [OptionSpec] = [], arguments: [ArgumentSpec] = [], exitStatuses: [ExitStatus]
    ) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.options = options
        self.arguments = arguments
        self.declaredExitStatuses = exitStatuses
    }

    /// Every exit code the command can end with, in numeric order: its own and the common ones,
    /// the meanings of a code it declares too joined after its own.
    var exitStatuses: [ExitStatus] {
        let all = declaredExitStatuses + ExitStatus.common
        let codes = Set(all.map(\.code)).sorted { $0.rawValue < $1.rawValue }
        return codes.map { code in
            ExitStatus(code, all.filter { $0.code == code }.map(\.meaning).joined(separator: " "))
        }
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
