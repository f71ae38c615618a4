import GentleGolden
import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `gentle-specimen review --base REV`: each theme as it was at a git revision against the theme
/// now, drawn by this binary, with no goldens.
struct ReviewCommand: Command {
    static let base = Option<String?>(
        "base", value: "rev",
        help: "The git revision to compare with: a commit, branch or tag of the repository holding each theme file.",
        defaultNote: "origin/$GITHUB_BASE_REF when GITHUB_BASE_REF is set; otherwise required")
    static let failOn = Option<ReviewGate>(
        "fail-on", value: "what",
        help: "What exits 1: a new accessibility failure; change, also any moved or new image; none, nothing "
            + "the review finds.",
        default: .accessibility)

    /// The config's themes at scale 1; a review of presets alone has nothing to compare.
    static let defaults = SpecimenSettings.Defaults(themes: .allPresets, scale: .one)

    static let spec = CommandSpec(
        name: "review",
        abstract: "Compares each theme with itself at a git revision, with no goldens.",
        discussion: """
            Reads each theme file as it is at --base (git show REV:PATH in the repository holding \
            the file) and as it is in the working tree, draws both with this binary and the same \
            settings, and compares them exactly: the report verify writes (index.html, report.json, \
            junit.xml, summary.md) into --report, each moved image with the tokens that changed, \
            old → new. It leads with an accessibility ledger: the contrast of each text role on \
            each ground (AA, 4.5 : 1), the colour-vision pairs (ΔE00 ≥ 10), text that does not \
            fit its box at the Dynamic Type sizes drawn, and buttons of the controls sheet shorter \
            than layout.touch.xxl, on both sides, each failure new, pre-existing or resolved, with \
            the token values whose change caused it. Reads and writes no golden, and writes \
            nothing but the report folder. A theme the revision does not hold is new: all its \
            images are new, and its failing checks are new failures. Themes come from --theme or the project config \
            (\(SpecimenConfig.fileName)); with neither, refuses (64). Exits 0 when nothing \
            regressed (moved images are reported, not failed), 1 on a new accessibility failure \
            (with --fail-on change also on any moved or new image; never with --fail-on none), \
            64 without a base or a theme, 65 when a side is not a valid theme, 66 when the \
            revision is not a commit of the repository (a shallow clone: fetch-depth: 0), 74 \
            when git or a file cannot be read.
            """,
        options: SelectionOptions.specs(defaults: defaults) + [
            base.spec, failOn.spec, GoldenLocations.report.spec, BatchOptions.jobs.spec,
        ],
        exitStatuses: [
            ExitStatus(.success, "Nothing regressed: moved images are reported, not failed."),
            ExitStatus(
                .differences,
                "The accessibility ledger has a new failure; with --fail-on change, also an image moved or is new."),
            ExitStatus(.usage, "There is no base revision (--base, or GITHUB_BASE_REF in CI) or no theme."),
        ] + ExitStatus.selection + [
            ExitStatus(.noInput, "The base revision is not a commit of the repository that holds a theme file."),
            ExitStatus(.cannotCreate, "The report folder holds files this tool did not write."),
            ExitStatus(
                .ioError, "git cannot read a theme at the base, a file cannot be read, or the report cannot be written."
            ),
        ])

    let selection: SelectionOptions
    let batch: BatchOptions
    let locations: GoldenLocations
    /// `--base`, else `origin/$GITHUB_BASE_REF`; `nil` when neither is there.
    let baseRevision: String?
    let gate: ReviewGate

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        selection = try SelectionOptions(parsing: arguments, environment: environment)
        batch = try BatchOptions(parsing: arguments, environment: environment)
        locations = try GoldenLocations(parsing: arguments, environment: environment)
        let pullRequestBase = environment.variables["GITHUB_BASE_REF"].flatMap { $0.isEmpty ? nil : "origin/\($0)" }
        baseRevision = try arguments.value(Self.base) ?? pullRequestBase
        gate = try arguments.value(Self.failOn)
    }

    func validate() throws(CommandLineError) {
        try selection.validate(command: Self.spec.name)
        try batch.validate()
        guard let baseRevision else {
            throw .invalidCombination(
                "'--base' is required: name the git revision to compare with (GITHUB_BASE_REF is not set)")
        }
        if baseRevision.isEmpty || baseRevision.hasPrefix("-") {
            throw .invalidValue(baseRevision, option: Self.base.spec)
        }
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let environment = context.environment
        guard let baseRevision else { return .usage }
        let resolved = try selection.resolve(defaults: Self.defaults, locations: locations, environment: environment)
        resolved.announceConfig(in: context)
        guard !selection.themes.isEmpty || resolved.config != nil else {
            throw UsageFailure(
                problem: .invalidCombination(
                    "No theme to review: name it with '--theme FILE', or run where a \(SpecimenConfig.fileName) "
                        + "lists the themes"),
                command: Self.spec)
        }
        let heads = try resolved.loadThemes(in: context, command: Self.spec)
        let themes = try heads.map {
            try ReviewedTheme.at(baseRevision, head: $0, variables: environment.variables)
        }
        let reportFolder = resolved.report
        let reportLeftovers = ReportLeftovers.remove(in: reportFolder.url, shown: reportFolder.text)
        let cases = resolved.cases(of: heads)
        let report = ReportWriter(
            directory: reportFolder.url,
            context: ReportContext(
                tool: "\(ToolInfo.name) \(ToolInfo.version)", reportName: reportFolder.text,
                selection: ReportSelection(caseIDs: cases.map(\.name))))
        let review = try SpecimenReview(
            base: baseRevision, fonts: try resolved.fonts(search: environment.fontSearch), ios: resolved.ios,
            scale: resolved.scale, report: report)
        let progress = RenderProgress(style: batch.progress, total: cases.count, output: context.output)
        let reviewed = try review.run(
            themes, cases: cases, jobs: batch.jobCount, finished: { progress.finished($0.id.path, done: $1) })
        progress.completed(listing: [])
        reportLeftovers.map(\.line).forEach(context.output.print)
        ReviewSummary.lines(for: reviewed, themes: themes, report: reportFolder.url).forEach(context.output.print)
        return reviewed.passes(gate) ? .success : .differences
    }
}
