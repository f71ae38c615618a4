import GentleGolden
import GentleImage
import GentleRaster
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Checks specimen cases against a folder of goldens, as `verify` and `record` do (DESIGN.md §5):
/// draws each case as PNG (at scale 1 unless told otherwise), compares it with its golden, names the tokens that moved,
/// writes its artifacts into the report as soon as it is done, and writes goldens as the record
/// mode says. Safe to use from several workers at once.
public struct GoldenCheck: Sendable {
    /// Draws the sheets, at scale 1 for goldens kept small.
    public let renderer: SpecimenRenderer
    /// The fingerprint every golden written now carries.
    package let fingerprint: [PNGTextEntry]
    /// Compares with the goldens and applies the record mode.
    package let verifier: GoldenVerifier
    /// Where failing cases' artifacts go, its context naming this check's renderer; without one,
    /// results keep their images.
    public let report: ReportWriter?
    /// Measures each case for the JUnit `time`; tests pass a fixed one to keep reports byte-stable.
    package let clock: CaseClock
    /// When the check stages goldens, those due are staged here and put in place only once the
    /// report is written (`run` commits them), so that a report that cannot be written (a full
    /// disk) leaves every golden as it was; without one, each is written at once.
    let staging: GoldenStaging?

    /// A check over the goldens in `goldens`, drawn with `fonts` for the iOS release `ios` at
    /// `scale` device pixels per point. With a `report`, its folder is prepared (created, and
    /// tried for writing) before any golden can be touched; with `stagesGoldens` too, the
    /// goldens due wait until `run` has written the report.
    public init(
        goldens: URL, settings: VerificationSettings, fonts: SpecimenFonts, ios: IOSVersion = .standard,
        scale: PixelScale = 1, report: ReportWriter? = nil, stagesGoldens: Bool = false, clock: CaseClock = .continuous
    ) throws {
        self.clock = clock
        try report?.prepareDirectory()
        // The iOS release decides how glass is drawn, so a golden records it beside the libraries.
        self.fingerprint =
            try fonts.fingerprint().pngText + [PNGTextEntry(key: "specimen.ios", value: String(ios.rawValue))]
        self.renderer = SpecimenRenderer(fonts: fonts, scale: scale, format: .png, ios: ios)
        let staging = stagesGoldens && report != nil && settings.mode != .never ? GoldenStaging() : nil
        self.staging = staging
        self.verifier = GoldenVerifier(store: GoldenStore(root: goldens, staging: staging), settings: settings)
        // The report says what drew it, so that shard reports of different renderers are not merged.
        var report = report
        report?.context.renderer = fingerprint
        self.report = report
    }

    /// Draws `specimen` and checks it against its golden, writing its artifacts and then, if the
    /// mode says so, its golden.
    public func check(_ specimen: SpecimenCase) throws -> CaseResult {
        try check(specimen, themeTokens: specimen.themeTokens)
    }

    private func check(_ specimen: SpecimenCase, themeTokens: GoldenTokens) throws -> CaseResult {
        let start = clock.now
        let image = try renderer.image(of: specimen)
        let goldenCase = GoldenCase(
            id: try specimen.goldenID(), actual: image.bitmap, fingerprint: fingerprint,
            regions: image.regions.regions, tokens: specimen.tokens(drawnIn: image.regions, of: themeTokens),
            file: specimen.theme.file)
        var result: CaseResult
        if let report {
            result = try verifier.verify(goldenCase, report: report)
        } else {
            result = verifier.verify(goldenCase)
        }
        result.seconds = clock.seconds(since: start)
        return result
    }

    /// Checks every case on `jobs` workers, then lists (or, when the mode writes, removes) the
    /// temporary files interrupted writes left beside the goldens, and writes the report's run
    /// files (`index.html`, `report.json`, `junit.xml`, `summary.md`). `finished` hears of each
    /// case as it is done. Every case runs; the first failure to draw one, in case order, is
    /// thrown. Goldens staged are put in place once the report is written, and the report
    /// written again if putting them in place failed; when the run or its report fails, they are
    /// removed and `GoldenCheckStopped` is thrown, naming them, around the error.
    public func run(
        _ cases: [SpecimenCase], jobs: Int, finished: @escaping @Sendable (CaseResult, Int) -> Void = { _, _ in }
    ) throws -> VerificationRun {
        let reported: VerificationRun
        do {
            reported = try checked(cases, jobs: jobs, finished: finished)
            try report?.writeRunFiles(reported)
        } catch {
            let discarded = discardGoldens()
            if discarded.isEmpty { throw error }
            throw GoldenCheckStopped(error: error, discarded: discarded)
        }
        let (run, changed) = commitGoldens(of: reported)
        // The report must say what is on disk; if it cannot now, the caller's summary still does.
        if changed { try? report?.writeRunFiles(run) }
        return run
    }

    /// Checks every case and tidies the leftovers, writing no run file.
    private func checked(
        _ cases: [SpecimenCase], jobs: Int, finished: @escaping @Sendable (CaseResult, Int) -> Void
    ) throws -> VerificationRun {
        let tokens = Self.sharedTokens(of: cases)
        let results = OrderedBatch(jobs: Array(zip(cases, tokens)), workers: jobs, cost: \.0.estimatedCost).run(
            { try check($0.0, themeTokens: $0.1) }, finished: finished)
        let checked = try results.map { try $0.get() }
        return VerificationRun(
            settings: verifier.settings, results: checked,
            leftovers: verifier.tidyLeftovers(besides: checked.map(\.id)))
    }

    /// Each case's theme token values, from which it picks the ones its image draws. The cases
    /// of one theme, scheme and Dynamic Type size share them whatever the sheet, so each set is
    /// worked out once (a JSON round trip of the theme) rather than once per sheet.
    private static func sharedTokens(of cases: [SpecimenCase]) -> [GoldenTokens] {
        var distinct: [(specimen: SpecimenCase, tokens: GoldenTokens)] = []
        return cases.map { specimen in
            let same = distinct.first {
                $0.specimen.scheme == specimen.scheme && $0.specimen.sizeCategory == specimen.sizeCategory
                    && $0.specimen.theme.spec == specimen.theme.spec
            }
            if let same { return same.tokens }
            let tokens = specimen.themeTokens
            distinct.append((specimen, tokens))
            return tokens
        }
    }
}
