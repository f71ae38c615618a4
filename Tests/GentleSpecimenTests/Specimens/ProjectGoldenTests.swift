import Foundation
import GentleSpecimen
import GentleSpecimenTesting
import Testing

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
