import GentleGolden
import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `gentle-specimen record`: renders sheets and (re)writes their goldens.
struct RecordCommand: Command {
    static let spec = CommandSpec(
        name: "record",
        abstract: "Renders sheets and writes their golden images.",
        discussion: """
            Writes every golden atomically and prints which were new, changed or unchanged. \
            Removes and lists the temporary files that writes interrupted over \
            \(VerifyCommand.leftoverMinutes) minutes ago left beside the goldens. Without --theme \
            or --preset, records the themes of the project config (\(SpecimenConfig.fileName)), \
            whose values fill in every option not given, else every built-in preset. Prints each \
            theme file's warnings on standard error; with --strict, writes nothing when there are \
            any.
            """,
        options: SelectionOptions.specs(defaults: VerifyCommand.defaults) + [
            GoldenLocations.goldens.spec, BatchOptions.jobs.spec,
        ],
        exitStatuses: [ExitStatus(.success, "Every golden was written or was already up to date.")]
            + ExitStatus.selection + [
                ExitStatus(.ioError, "A golden cannot be written, or a theme, the config or a font cannot be read.")
            ])

    let selection: SelectionOptions
    let batch: BatchOptions
    let locations: GoldenLocations

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        selection = try SelectionOptions(parsing: arguments, environment: environment)
        batch = try BatchOptions(parsing: arguments, environment: environment)
        locations = try GoldenLocations(parsing: arguments, environment: environment)
    }

    func validate() throws(CommandLineError) {
        try selection.validate(command: Self.spec.name)
        try batch.validate()
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let resolved = try selection.resolve(
            defaults: VerifyCommand.defaults, locations: locations, environment: context.environment)
        resolved.announceConfig(in: context)
        let goldens = resolved.goldens
        let cases = resolved.cases(of: try resolved.loadThemes(in: context, command: Self.spec))
        let check = try GoldenCheck(
            goldens: goldens.url, settings: VerificationSettings(mode: .all),
            fonts: try resolved.fonts(search: context.environment.fontSearch),
            ios: resolved.ios, scale: resolved.scale)
        let progress = RenderProgress(style: batch.progress, total: cases.count, output: context.output)
        let summary = RecordSummary(
            try check.run(cases, jobs: batch.jobCount, finished: { progress.finished($0.id.path, done: $1) }))
        progress.completed(listing: [])
        summary.lines.forEach(context.output.print)
        return summary.succeeded ? .success : .ioError
    }
}
