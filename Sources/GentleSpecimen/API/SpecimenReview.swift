import GentleGolden
import GentleImage
import GentleRaster
import GentleSheets
import GentleTheme
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reviews a change of themes without goldens (DESIGN.md §5, "Reviewing without goldens"): draws
/// each case from the theme as it was at a base revision and as it is now, with one renderer,
/// compares the two exactly, and keeps an accessibility ledger of both sides. Writes the report
/// `GoldenCheck` writes, led by the ledger; reads and writes no golden.
public struct SpecimenReview: Sendable {
    /// Draws both sides, at scale 1 unless told otherwise.
    public let renderer: SpecimenRenderer
    /// The exact comparison of head with base.
    package let comparison: ReviewComparison
    /// Where the report goes, its context naming the renderer; without one, results keep their images.
    public private(set) var report: ReportWriter?
    /// The renderer fingerprint each side's image carries, as a golden's would.
    let fingerprint: [PNGTextEntry]
    /// Measures each case for the JUnit `time`.
    let clock: CaseClock

    /// A review against `base` (the revision as it was given), drawn with `fonts` for `ios` at
    /// `scale`; images whose pixels differ beyond `gate` count as moved. With a `report`, its
    /// folder is prepared before anything is drawn.
    public init(
        base: String, fonts: SpecimenFonts, ios: IOSVersion = .standard, scale: PixelScale = 1,
        gate: ComparisonGate = ComparisonGate(), report: ReportWriter? = nil, clock: CaseClock = .continuous
    ) throws {
        try report?.prepareDirectory()
        fingerprint =
            try fonts.fingerprint().pngText + [PNGTextEntry(key: "specimen.ios", value: String(ios.rawValue))]
        renderer = SpecimenRenderer(fonts: fonts, scale: scale, format: .png, ios: ios)
        comparison = ReviewComparison(base: base, gate: gate)
        self.clock = clock
        var report = report
        report?.context.renderer = fingerprint
        self.report = report
    }

    /// Draws `cases` (of the themes' heads, as `SpecimenSelection` lists them) on both sides on
    /// `jobs` workers, compares them, works out the ledger, and writes the report's run files.
    /// A case whose theme is new since the base is new; a theme unchanged since the base is
    /// drawn once, its pixels being the base's by determinism. `finished` hears of each case.
    public func run(
        _ themes: [ReviewedTheme], cases: [SpecimenCase], jobs: Int,
        finished: @escaping @Sendable (CaseResult, Int) -> Void = { _, _ in }
    ) throws -> SpecimenReviewRun {
        let bases = Dictionary(themes.map { ($0.head.id, $0.base) }) { first, _ in first }
        let reviewed = OrderedBatch(jobs: cases, workers: jobs, cost: \.estimatedCost).run(
            { try review($0, base: Self.baseCase(of: $0, bases: bases)) }, finished: { finished($0.result, $1) })
        let outcomes = try reviewed.map { try $0.get() }
        let schemes = Array(Set(cases.map(\.scheme))).sorted { $0.rawValue > $1.rawValue }
        let colourChecks = { (theme: SpecimenTheme) in
            schemes.flatMap { AccessibilityChecks.colours(of: theme, scheme: $0) }
        }
        let ledger = AccessibilityLedger(
            base: comparison.base,
            baseChecks: themes.compactMap(\.base).flatMap(colourChecks) + outcomes.flatMap(\.baseChecks),
            headChecks: themes.map(\.head).flatMap(colourChecks) + outcomes.flatMap(\.headChecks))
        let run = comparison.run(outcomes.map(\.result))
        if var report {
            report.context.ledger = ledger
            try report.writeRunFiles(run)
        }
        return SpecimenReviewRun(run: run, ledger: ledger)
    }

    /// The case drawn from the base theme: the same sheet, scheme and size; `nil` when the theme
    /// is new. A sheet spanning themes shows the run's themes that existed at the base.
    static func baseCase(of specimen: SpecimenCase, bases: [String: SpecimenTheme?]) -> SpecimenCase? {
        guard let base = bases[specimen.theme.id] ?? specimen.theme else { return nil }
        return SpecimenCase(
            theme: base, sheet: specimen.sheet, scheme: specimen.scheme, sizeCategory: specimen.sizeCategory,
            runThemes: specimen.runThemes.compactMap { bases[$0.id] ?? $0 })
    }

    /// One case on both sides.
    private func review(_ specimen: SpecimenCase, base: SpecimenCase?) throws -> CaseReview {
        let start = clock.now
        let head = try drawn(specimen)
        let headCase = GoldenCase(
            id: try specimen.goldenID(), actual: head.image, fingerprint: fingerprint, regions: head.regions,
            tokens: head.tokens, file: specimen.theme.file)
        var baseSide: DrawnSide?
        if let base {
            // Deterministic drawing makes an unchanged theme's base the head's own pixels.
            baseSide = base.drawsLike(specimen) ? head : try drawn(base)
        }
        let baseImage = baseSide.map { PNGImage(bitmap: $0.image, text: fingerprint + $0.tokens.textEntries) }
        var result = try comparison.compare(headCase, with: baseImage, report: report)
        result.seconds = clock.seconds(since: start)
        return CaseReview(result: result, headChecks: head.checks, baseChecks: baseSide?.checks ?? [])
    }

    /// A case drawn, with its regions, the token values it draws and its failing drawn checks.
    private func drawn(_ specimen: SpecimenCase) throws -> DrawnSide {
        let (layout, canvas) = try renderer.drawn(specimen)
        let image = RegionDocument(layout: layout, scale: renderer.scale)
        let regions = image.regions
        let tokens = specimen.tokens(drawnIn: image)
        let checks = AccessibilityChecks.drawn(
            specimen, layout: layout, regions: regions, scale: Double(renderer.scale.factor), drawn: tokens)
        return DrawnSide(image: try canvas.bitmap(), regions: regions, tokens: tokens, checks: checks)
    }

    private struct DrawnSide: Sendable {
        var image: Bitmap
        var regions: [TokenRegion]
        var tokens: GoldenTokens
        var checks: [AccessibilityCheck]
    }

    private struct CaseReview: Sendable {
        var result: CaseResult
        var headChecks: [AccessibilityCheck]
        var baseChecks: [AccessibilityCheck]
    }
}

/// What a review found: the images compared (moved, new, unchanged) and the accessibility ledger.
public struct SpecimenReviewRun: Sendable {
    /// One result per image, in id order; an image that moved does not pass.
    public let run: VerificationRun
    /// The failing checks of both sides, new, pre-existing or resolved.
    package let ledger: AccessibilityLedger

    /// Whether a check fails now that passed at the base, or was not there.
    public var hasNewAccessibilityFailure: Bool { ledger.hasNewFailure }

    /// The ledger as the console prints it: the counts, then one line per failing check, new
    /// first, each with the token values whose change caused it, old → new.
    public var accessibilityLines: [String] {
        [ledger.countsLine] + AccessibilityLedger.Status.allCases.flatMap { ledger.entries($0).map(\.line) }
    }

    /// Whether the review passes under `gate`.
    public func passes(_ gate: ReviewGate) -> Bool {
        switch gate {
        case .accessibility: !ledger.hasNewFailure
        case .change: !ledger.hasNewFailure && run.passes
        case .none: true
        }
    }
}

/// What fails a review.
public enum ReviewGate: String, Sendable, CaseIterable {
    /// A new accessibility failure; moved images are reported, not failed.
    case accessibility
    /// A new accessibility failure, or any moved or new image.
    case change
    /// Nothing the review finds.
    case none
}
