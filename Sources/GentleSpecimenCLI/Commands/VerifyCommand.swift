import GentleGolden
import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `gentle-specimen verify`: renders sheets and compares them with the goldens.
struct VerifyCommand: Command {
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

    /// Every preset at scale 1, when neither the command line nor a config names the themes.
    static let defaults = SpecimenSettings.Defaults(themes: .allPresets, scale: .one)

    static let spec = CommandSpec(
        name: "verify",
        abstract: "Renders sheets and compares them with the golden images.",
        discussion: """
            Without --theme or --preset, verifies the themes of the project config \
            (\(SpecimenConfig.fileName) in the working directory or the nearest parent), whose \
            values fill in every option not given; without a config, every built-in preset, every \
            sheet, light and dark, at scale 1, and the gallery of the presets, and refuses (exit \
            64) when the goldens directory does not exist. Exits 1 when any image differs or a \
            golden is missing. Each golden records the token values its own image draws: the output \
            leads with the tokens that changed, old → new, rolled up across images, then the \
            regions that moved. --record failed rewrites every golden whose pixels or own token \
            values differ at all, and no other. Never deletes a golden. Removes and lists the temporary files that \
            writes interrupted over \(leftoverMinutes) minutes ago left beside the goldens; with \
            --record never, only lists them. Prints each theme file's warnings on standard error; \
            with --strict, draws nothing when there are any.
            """,
        options: SelectionOptions.specs(defaults: defaults) + [
            GoldenLocations.goldens.spec, GoldenLocations.report.spec,
        ]
            + ComparisonGates.specs + [record.spec, shard.spec, BatchOptions.jobs.spec],
        exitStatuses: [
            ExitStatus(.success, "Every image matches its golden, within the gates, or was recorded."),
            ExitStatus(.differences, "An image differs, its size changed, or its golden is missing."),
            ExitStatus(.usage, "Nothing is selected, there is no config, and the goldens directory does not exist."),
        ] + ExitStatus.selection + [
            ExitStatus(.cannotCreate, "The report folder holds files this tool did not write.")
        ] + ExitStatus.fileAccess)

    let selection: SelectionOptions
    let batch: BatchOptions
    let locations: GoldenLocations
    let gates: ComparisonGates
    let recordMode: RecordMode
    /// The slice of the cases to verify; `nil` verifies them all.
    let shard: SpecimenShard?

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        selection = try SelectionOptions(parsing: arguments, environment: environment)
        batch = try BatchOptions(parsing: arguments, environment: environment)
        locations = try GoldenLocations(parsing: arguments, environment: environment)
        gates = try ComparisonGates(parsing: arguments)
        recordMode = try arguments.value(Self.record) ?? .default(environment: environment.variables)
        shard = try arguments.value(Self.shard).map(Self.shard.spec.shard(from:))
    }

    func validate() throws(CommandLineError) {
        try selection.validate(command: Self.spec.name)
        try batch.validate()
        try gates.validate()
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let environment = context.environment
        let resolved = try selection.resolve(
            defaults: Self.defaults, locations: locations, gates: gates, environment: environment)
        resolved.announceConfig(in: context)
        let goldens = resolved.goldens
        let reportFolder = resolved.report
        // A bare `verify` where nothing was ever recorded would otherwise write all 72 preset goldens.
        if selection.themes.isEmpty, resolved.config == nil, !FileManager.default.fileExists(atPath: goldens.url.path) {
            throw UsageFailure(problem: .invalidCombination(Self.howToStart(goldens: goldens.text)), command: Self.spec)
        }
        let reportLeftovers = ReportLeftovers.remove(in: reportFolder.url, shown: reportFolder.text)
        let gates = gates.merged(resolved)
        let options = gates.comparisonOptions()
        // Themes are read first: a theme that cannot be drawn is refused before anything is written.
        let selected = resolved.cases(of: try resolved.loadThemes(in: context, command: Self.spec))
        let cases = shard?.cases(of: selected) ?? selected
        let report = ReportWriter(
            directory: reportFolder.url,
            context: ReportContext(
                tool: "\(ToolInfo.name) \(ToolInfo.version)", goldens: goldens.text, reportName: reportFolder.text,
                shard: shard?.description, selection: ReportSelection(caseIDs: selected.map(\.name))))
        let check = try GoldenCheck(
            goldens: goldens.url,
            settings: VerificationSettings(
                mode: recordMode, comparison: gates.comparison, options: options, gate: gates.gate),
            fonts: try resolved.fonts(search: environment.fontSearch), ios: resolved.ios, scale: resolved.scale,
            report: report, stagesGoldens: true)
        let progress = RenderProgress(style: batch.progress, total: cases.count, output: context.output)
        // The goldens due are staged, and put in place only once report.json says what they are.
        let run: VerificationRun
        do {
            run = try check.run(cases, jobs: batch.jobCount, finished: { progress.finished($0.id.path, done: $1) })
        } catch let stopped as GoldenCheckStopped {
            context.output.printError(
                "no golden was re-recorded: the run stopped before its report was written, so the "
                    + "\(stopped.discarded.count) due (\(stopped.discarded.map(\.path).joined(separator: ", "))) "
                    + "were not written")
            throw stopped.error
        }
        progress.completed(listing: [])
        reportLeftovers.map(\.line).forEach(context.output.print)
        VerifySummary.lines(for: run, report: reportFolder.url).forEach(context.output.print)
        if run.results.contains(where: { if case .failed = $0.write { true } else { false } }) { return .ioError }
        return run.passes ? .success : .differences
    }

    /// The refusal of a bare `verify` with no goldens, saying how to start.
    static func howToStart(goldens: String) -> String {
        "There are no goldens at '\(goldens)' and no theme was named. Record them first, e.g. "
            + "'gentle-specimen record --theme FILE' (or '--preset ID'), or name the theme to verify "
            + "with '--theme FILE' or '--preset ID' ('--goldens DIR' if they live elsewhere), or run "
            + "'gentle-specimen init' to write a \(SpecimenConfig.fileName)"
    }
}
