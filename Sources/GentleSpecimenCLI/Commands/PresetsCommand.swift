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
            GentleDesignSystem writes it.
            """,
        options: [export.spec],
        exitStatuses: [
            ExitStatus(.success, "The presets were listed or written."),
            ExitStatus(.ioError, "An exported file cannot be written."),
        ])

    let exportDirectory: URL?

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        exportDirectory = try arguments.value(Self.export).map(environment.url(for:))
    }

    func validate() throws(CommandLineError) {}

    func run(in context: CommandContext) throws -> ExitCode {
        guard let exportDirectory else {
            PresetCatalogueListing.lines(for: GentlePreset.all).forEach(context.output.print)
            return .success
        }
        for file in try PresetExport.write(GentlePreset.all, into: exportDirectory) {
            context.output.print(file.path)
        }
        return .success
    }
}
