import Foundation
import GentleSpecimen
import Testing

@testable import GentleSpecimenTesting

/// The repository's own `Goldens/` tree, found from this source file so the tests never depend on
/// the current directory. Its cases are read from the tree, so a deleted or stray golden shows.
private enum ProjectGoldens {
    /// `Goldens/` at the top of the repository.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Goldens")

    /// Every `<theme-id>/<name>.png` in the tree as `<theme-id>/<name>`, and every top-level
    /// `<name>.png` (the presets' gallery) as `<name>`, sorted.
    static func cases() throws -> [String] {
        let files = FileManager.default
        let entries = try files.contentsOfDirectory(atPath: directory.path)
        let topLevel = entries.filter { $0.hasSuffix(".png") }.map { String($0.dropLast(4)) }
        let nested = try entries.filter { !$0.hasSuffix(".png") }.flatMap { theme in
            let names = try files.contentsOfDirectory(atPath: directory.appendingPathComponent(theme).path)
            return names.filter { $0.hasSuffix(".png") }.map { "\(theme)/\($0.dropLast(4))" }
        }
        return (topLevel + nested).sorted()
    }
}

/// Every preset sheet drawn and checked against the repository's goldens: end-to-end, as the
/// suite name says, so `swift test --skip EndToEndTests` leaves it out.
@Suite struct ProjectGoldenEndToEndTests {
    @Test func theProjectGoldensHoldEveryPresetSheetAndSchemeAndNothingElse() throws {
        let expected = SpecimenSelection(themes: SpecimenTheme.presets).cases.map(\.name).sorted()
        #expect(try ProjectGoldens.cases() == expected)
    }

    // Every change that moves a pixel of a built-in preset's sheet fails here, one issue per image
    // naming the tokens whose regions moved, through the same public helper app teams use.
    @Test(arguments: GentlePreset.all.map(\.id))
    func presetSheetsMatchTheirGoldens(presetID: String) throws {
        let theme = try #require(SpecimenTheme(presetID: presetID))
        let run = try expectSpecimensMatchGoldens(
            themes: [theme], goldens: ProjectGoldens.directory,
            options: GoldenExpectationOptions(record: .never, jobs: 1))
        #expect(run.results.count == SheetKind.standard(forThemeCount: 1).count * 2)
        #expect(run.results.allSatisfy { $0.write == .untouched })
    }

    @Test func thePresetsGalleryMatchesItsGoldens() throws {
        let run = try expectSpecimensMatchGoldens(
            themes: SpecimenTheme.presets, goldens: ProjectGoldens.directory,
            options: GoldenExpectationOptions(sheets: [.gallery], record: .never))
        #expect(run.results.map(\.id.path) == ["gallery-dark", "gallery-light"])
    }
}

/// Whether a check's report folder is still there after its run.
struct ReportLeftoverCase: Sendable, CustomTestStringConvertible {
    /// Whether the golden was recorded first (the case passes) or is missing (it fails).
    let matches: Bool
    /// Whether the caller named the report folder.
    let named: Bool
    /// Whether the folder is expected afterwards: kept when named or when a case failed.
    var kept: Bool { named || !matches }

    var testDescription: String { "\(matches ? "passing" : "failing") run, \(named ? "named" : "temporary") folder" }

    static let all = [false, true].flatMap { matches in
        [false, true].map { ReportLeftoverCase(matches: matches, named: $0) }
    }
}

@Test(arguments: ReportLeftoverCase.all)
func aPassingCheckRemovesOnlyTheTemporaryReportItMade(_ example: ReportLeftoverCase) throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("gentle-report-leftover-\(UUID())")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let goldens = scratch.appendingPathComponent("goldens")
    try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
    let theme = try #require(SpecimenTheme(presetID: "gentle-default"))
    func check(record: RecordMode, report: URL) throws -> VerificationRun {
        let options = GoldenExpectationOptions(sheets: [.layout], schemes: [.light], record: record, jobs: 1)
        return try checkSpecimens(
            themes: [theme], goldens: goldens, options: options, report: report,
            keepsPassingReport: example.named, sourceLocation: #_sourceLocation)
    }
    if example.matches {
        withKnownIssue("recording the golden fails the run, as every recording does") {
            _ = try check(record: .missing, report: scratch.appendingPathComponent("recording"))
        }
    }
    let report = scratch.appendingPathComponent("report")
    var run: VerificationRun?
    if example.matches {
        run = try check(record: .never, report: report)
    } else {
        withKnownIssue("its golden is missing") { run = try check(record: .never, report: report) }
    }
    #expect(run?.results.count == 1)
    #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("report.json").path) == example.kept)
}
