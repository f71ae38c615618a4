import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `gentle-specimen presets`: lists the built-in presets, or writes their JSON.
struct PresetsCommand: Command {
    static let export = Option<String?>(
        "export", value: "dir", help: "Write each preset's JSON to <dir>/<preset-id>.json.")

    static let spec = CommandSpec(
        name: "presets",
        abstract: "Lists the built-in presets.",
        discussion: """
            Prints each preset's id, name and summary. With --export, writes their JSON exactly as \
            GentleDesignSystem writes it. --preset narrows either to the presets it names; without \
            it, every preset is listed or written.
            """,
        options: [export.spec, ThemeOptions.preset.spec],
        exitStatuses: [
            ExitStatus(.success, "The presets were listed or written."),
            ExitStatus(.ioError, "An exported file cannot be written."),
        ])

    let exportDirectory: URL?
    /// The presets to list or write, each once, in the order named; every preset when none is named.
    let presets: [GentlePreset]

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        exportDirectory = try arguments.value(Self.export).map(environment.url(for:))
        let choices = try arguments.values(ThemeOptions.preset).flatMap(\.elements)
        presets = Self.presets(choices)
    }

    func validate() throws(CommandLineError) {}

    func run(in context: CommandContext) throws -> ExitCode {
        guard let exportDirectory else {
            PresetCatalogueListing.lines(for: presets).forEach(context.output.print)
            return .success
        }
        for file in try PresetExport.write(presets, into: exportDirectory) {
            context.output.print(file.path)
        }
        return .success
    }

    /// The presets `choices` name, each once in the order first named; `all` or no choice is every preset.
    private static func presets(_ choices: [PresetChoice]) -> [GentlePreset] {
        guard !choices.isEmpty, !choices.contains(.all) else { return GentlePreset.all }
        var named: [GentlePreset] = []
        for case .preset(let preset) in choices where !named.contains(preset) {
            named.append(preset)
        }
        return named
    }
}
