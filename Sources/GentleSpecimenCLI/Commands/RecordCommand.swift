import Foundation
import GentleGolden
import GentleSpecimen

/// `gentle-specimen record`: renders sheets and (re)writes their goldens.
struct RecordCommand: Command {
    static let spec = CommandSpec(
        name: "record",
        abstract: "Renders sheets and writes their golden images.",
        discussion: """
            Writes every golden atomically and prints which were new, changed or unchanged. \
            Removes and lists the temporary files that writes interrupted over \
            \(VerifyCommand.leftoverMinutes) minutes ago left beside the goldens. Without --theme \
            or --preset, records every built-in preset.
            """,
        options: ThemeOptions.specs + [VerifyCommand.goldens.spec, BatchOptions.jobs.spec])

    let batch: BatchOptions
    let goldensDirectory: URL

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        batch = try BatchOptions(parsing: arguments, environment: environment)
        goldensDirectory = environment.url(for: try arguments.value(VerifyCommand.goldens))
    }

    /// The themes to record; every preset when none is named.
    var theme: ThemeSource {
        batch.themes.source(orElse: .allPresets)
    }

    func validate() throws(CommandLineError) {
        try batch.validate(command: Self.spec.name)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let cases = SpecimenSelection(themes: try theme.load(environment: context.environment)).cases
        let check = try GoldenCheck(
            goldens: goldensDirectory, settings: VerificationSettings(mode: .all),
            fonts: try SpecimenFonts.bundled(search: context.environment.fontSearch))
        let progress = RenderProgress(style: batch.progress, total: cases.count, output: context.output)
        let summary = RecordSummary(
            try check.run(cases, jobs: batch.jobCount, finished: { progress.finished($0.id.path, done: $1) }))
        progress.completed(listing: [])
        summary.lines.forEach(context.output.print)
        return summary.succeeded ? .success : .ioError
    }
}
