import Foundation
import GentleGolden

/// `gentle-specimen verify`: renders sheets and compares them with the goldens.
struct VerifyCommand: Command {
    static let goldens = Option<String>(
        "goldens", value: "dir", help: "The directory holding the golden images.",
        default: "Goldens")
    static let report = Option<String>(
        "report", value: "dir",
        help: "The directory the report and the failure images are written to.",
        default: "./specimen-report")
    static let record = Option<RecordMode?>(
        "record", value: "mode",
        help: "When to write goldens.",
        defaultNote: "never when CI is set to anything but empty, false or 0; missing otherwise")

    /// How old, in whole minutes, a temporary file beside the goldens must be to be removed.
    static let leftoverMinutes = Int(GoldenStore.leftoverAge / 60)

    static let spec = CommandSpec(
        name: "verify",
        abstract: "Renders sheets and compares them with the golden images.",
        discussion: """
            Without --theme or --preset, verifies every built-in preset, all four sheets, light \
            and dark, at scale 1. Exits 1 when any image differs or a golden is missing; the \
            report names the tokens whose regions moved. Never deletes a golden. Removes and lists \
            the temporary files that writes interrupted over \(leftoverMinutes) minutes ago left \
            beside the goldens; with --record never, only lists them.
            """,
        options: ThemeOptions.specs + [goldens.spec, report.spec]
            + ComparisonGates.specs + [record.spec, BatchOptions.jobs.spec])

    let batch: BatchOptions
    let goldensDirectory: URL
    let reportDirectory: URL
    let gates: ComparisonGates
    let recordMode: RecordMode

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        batch = try BatchOptions(parsing: arguments, environment: environment)
        goldensDirectory = environment.url(for: try arguments.value(Self.goldens))
        reportDirectory = environment.url(for: try arguments.value(Self.report))
        gates = try ComparisonGates(parsing: arguments)
        recordMode = try arguments.value(Self.record) ?? .default(environment: environment.variables)
    }

    /// The themes to verify; every preset when none is named.
    var theme: ThemeSource {
        batch.themes.source(orElse: .allPresets)
    }

    func validate() throws(CommandLineError) {
        try batch.validate(command: Self.spec.name)
        try gates.validate()
    }

    func run(in context: CommandContext) throws -> ExitCode {
        var options = gates.comparisonOptions(producesDiffImage: true)
        options.producesDifferenceMask = true
        let session = GoldenSession(
            themes: try NamedTheme.load(theme, environment: context.environment),
            goldens: goldensDirectory,
            settings: VerificationSettings(mode: recordMode, options: options, gate: gates.gate),
            workers: batch.jobCount)
        let progress = RenderProgress(style: batch.progress, total: session.caseCount, output: context.output)
        let writer = ReportWriter(directory: reportDirectory)
        // Before any golden is written: a report that cannot be written must not cost a golden.
        try writer.prepareDirectory()
        let run = try writer.write(try session.run(progress: progress))
        progress.completed(listing: [])
        VerifySummary.lines(for: run, report: reportDirectory).forEach(context.output.print)
        if run.results.contains(where: { if case .failed = $0.write { true } else { false } }) { return .ioError }
        return run.passes ? .success : .differences
    }
}
