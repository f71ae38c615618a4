import Foundation
import GentleGolden
import GentleSpecimen
import GentleTheme

/// Renders every sheet of some themes at 1x in both schemes and checks each against the goldens,
/// as `verify` and `record` do (DESIGN.md §5).
struct GoldenSession: Sendable {
    /// The themes checked.
    let themes: [NamedTheme]
    /// Where the goldens are.
    let goldens: URL
    /// Mode, comparison and gate.
    let settings: VerificationSettings
    /// How many cases run at once.
    let workers: Int

    /// How many cases the session checks: every sheet of every theme, light and dark.
    var caseCount: Int { jobs.count }

    /// Every sheet of every theme in both schemes, and the gallery when there are several themes.
    var jobs: [SpecimenJob] {
        SpecimenJob.all(
            themes: themes, sheets: SheetSelection.all.sheets(forThemeCount: themes.count), schemes: [.light, .dark])
    }

    /// Every case's result, in theme, sheet, scheme order.
    func run(progress: RenderProgress) throws -> VerificationRun {
        let check = try GoldenCaseCheck(goldens: goldens, settings: settings)
        let results = RenderBatch(jobs: jobs, workers: workers, cost: \.estimatedCost).run(
            { try check.check($0) },
            finished: { progress.finished($0.id.path, done: $1) })
        // Every case has run; the first failure to draw one decides the message and exit code.
        let checked = try results.map { try $0.get() }
        return VerificationRun(
            settings: settings, results: checked, leftovers: check.verifier.tidyLeftovers(besides: checked.map(\.id)))
    }
}
