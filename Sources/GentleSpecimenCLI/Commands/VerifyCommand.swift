import Foundation
import GentleGolden
import GentleSpecimen

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
    static let shard = Option<String?>(
        "shard", value: "i/n",
        help: "Verify only slice i of n of the cases (1 ≤ i ≤ n), one per CI job; the same case is always "
            + "in the same slice. Join the reports with merge-reports.")

    /// How old, in whole minutes, a temporary file beside the goldens must be to be removed.
    static let leftoverMinutes = Int(GoldenStore.leftoverAge / 60)

    static let spec = CommandSpec(
        name: "verify",
        abstract: "Renders sheets and compares them with the golden images.",
        discussion: """
            Without --theme or --preset, verifies every built-in preset, every sheet, light \
            and dark, at scale 1, and the gallery of the presets, and refuses (exit 64) when the \
            goldens directory does not exist. Exits 1 when any image differs or a golden is missing. \
            Each golden records the token values it was drawn from: the output leads with the \
            tokens that changed, old → new, rolled up across images, then the regions that moved. \
            --record failed rewrites every golden whose pixels or tokens differ at all. Never \
            deletes a golden. Removes and lists \
            the temporary files that writes interrupted over \(leftoverMinutes) minutes ago left \
            beside the goldens; with --record never, only lists them.
            """,
        options: ThemeOptions.specs + [goldens.spec, report.spec]
            + ComparisonGates.specs + [record.spec, shard.spec, BatchOptions.jobs.spec])

    let batch: BatchOptions
    let goldensDirectory: URL
    /// The goldens folder as written, which the report records for `accept`.
    let goldensPath: String
    let reportDirectory: URL
    /// The report folder as written, for the `accept` commands the report suggests.
    let reportPath: String
    let gates: ComparisonGates
    let recordMode: RecordMode
    /// The slice of the cases to verify; `nil` verifies them all.
    let shard: SpecimenShard?

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        batch = try BatchOptions(parsing: arguments, environment: environment)
        goldensPath = try arguments.value(Self.goldens)
        goldensDirectory = environment.url(for: goldensPath)
        reportPath = try arguments.value(Self.report)
        reportDirectory = environment.url(for: reportPath)
        gates = try ComparisonGates(parsing: arguments)
        recordMode = try arguments.value(Self.record) ?? .default(environment: environment.variables)
        shard = try arguments.value(Self.shard).map(Self.shard.spec.shard(from:))
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
        // A bare `verify` where nothing was ever recorded would otherwise write all 72 preset goldens.
        if batch.themes.file == nil, batch.themes.preset == nil,
            !FileManager.default.fileExists(atPath: goldensDirectory.path)
        {
            throw UsageFailure(problem: .invalidCombination(Self.howToStart(goldens: goldensPath)), command: Self.spec)
        }
        var options = gates.comparisonOptions(producesDiffImage: true)
        options.producesDifferenceMask = true
        // Themes are read first: a theme that cannot be drawn is refused before anything is written.
        let selected = SpecimenSelection(themes: try theme.load(environment: context.environment)).cases
        let cases = shard?.cases(of: selected) ?? selected
        let report = ReportWriter(
            directory: reportDirectory,
            context: ReportContext(
                tool: "\(ToolInfo.name) \(ToolInfo.version)", goldens: goldensPath,
                reportName: reportPath, shard: shard?.description,
                selection: ReportSelection(caseIDs: selected.map(\.name))))
        let check = try GoldenCheck(
            goldens: goldensDirectory,
            settings: VerificationSettings(
                mode: recordMode, comparison: gates.comparison, options: options, gate: gates.gate),
            fonts: try SpecimenFonts.bundled(search: context.environment.fontSearch), report: report)
        let progress = RenderProgress(style: batch.progress, total: cases.count, output: context.output)
        let run = try check.run(cases, jobs: batch.jobCount, finished: { progress.finished($0.id.path, done: $1) })
        try check.report?.writeRunFiles(run)
        progress.completed(listing: [])
        VerifySummary.lines(for: run, report: reportDirectory).forEach(context.output.print)
        if run.results.contains(where: { if case .failed = $0.write { true } else { false } }) { return .ioError }
        return run.passes ? .success : .differences
    }

    /// The refusal of a bare `verify` with no goldens, saying how to start.
    static func howToStart(goldens: String) -> String {
        "There are no goldens at '\(goldens)' and no theme was named. Record them first, e.g. "
            + "'gentle-specimen record --theme FILE' (or '--preset ID'), or name the theme to verify "
            + "with '--theme FILE' or '--preset ID' ('--goldens DIR' if they live elsewhere)"
    }
}
