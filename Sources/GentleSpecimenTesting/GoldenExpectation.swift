import GentleSpecimen
import Testing
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Draws the sheets of `themes` and checks each against its golden in `goldens`, recording one
/// Swift Testing issue per image that does not match: the case, what differs, the tokens whose
/// regions hold the differing pixels and what happened to its golden, with expected, actual and
/// diff images attached where the toolchain supports attachments (Swift 6.2 and later).
///
/// The record mode is `record` when given, else the `GENTLE_SPECIMEN_RECORD` environment
/// variable (`never`, `missing`, `failed`, `all`), else `never` on CI (`CI` set) and `missing`
/// elsewhere; a case whose golden was just written still fails, so recording never passes
/// silently. The report (`index.html`, `report.json`, `junit.xml`, `summary.md` and each
/// failure's images) is written into `report`; by default into a fresh temporary folder, which
/// is removed again when every case passed.
///
/// Returns the run, so a test can look further; throws when a theme cannot be drawn or the report
/// cannot be written.
@discardableResult
public func expectSpecimensMatchGoldens(
    themes: [SpecimenTheme], goldens: URL, options: GoldenExpectationOptions = GoldenExpectationOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> VerificationRun {
    try checkSpecimens(
        themes: themes, goldens: goldens, options: options,
        report: options.report ?? GoldenExpectationOptions.temporaryReport(),
        keepsPassingReport: options.report != nil, sourceLocation: sourceLocation)
}

/// `expectSpecimensMatchGoldens` writing its report into `directory`, which is removed again
/// after a run where every case passed unless `keepsPassingReport`: a passing report in a folder
/// nobody named holds nothing to look at, and left behind, every test run would add one to the
/// temporary directory.
func checkSpecimens(
    themes: [SpecimenTheme], goldens: URL, options: GoldenExpectationOptions, report directory: URL,
    keepsPassingReport: Bool, sourceLocation: SourceLocation
) throws -> VerificationRun {
    let report = ReportWriter(directory: directory)
    let check = try GoldenCheck(
        goldens: goldens, settings: try options.settings(environment: ProcessInfo.processInfo.environment),
        fonts: try SpecimenFonts.bundled(or: options.fonts), report: report)
    let selection = SpecimenSelection(
        themes: themes, sheets: options.sheets, schemes: options.schemes, sizeCategories: options.sizeCategories)
    let run = try check.run(selection.cases, jobs: options.jobs)
    for result in run.results where !result.passes {
        GoldenIssue(result: result, report: report.directory).record(sourceLocation: sourceLocation)
    }
    if !keepsPassingReport, run.results.allSatisfy(\.passes) {
        // Only this call's own fresh folder: nothing else can be in it.
        try? FileManager.default.removeItem(at: report.directory)
    }
    return run
}

/// The one-theme form of `expectSpecimensMatchGoldens(themes:goldens:options:)`: the theme JSON
/// file at `theme` (its id is the file's base name), shown as `name` in sheet headers.
@discardableResult
public func expectSpecimensMatchGoldens(
    theme: URL, name: String? = nil, goldens: URL, options: GoldenExpectationOptions = GoldenExpectationOptions(),
    sourceLocation: SourceLocation = #_sourceLocation
) throws -> VerificationRun {
    try expectSpecimensMatchGoldens(
        themes: [try SpecimenTheme.load(contentsOf: theme, name: name)], goldens: goldens, options: options,
        sourceLocation: sourceLocation)
}
