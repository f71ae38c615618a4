import Foundation
import GentleSpecimen
import GentleSpecimenTesting
import GentleTokens
import Testing

/// `Examples/ThemeRegression/Theme/`: the example app team's theme and goldens.
private let exampleTheme = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Examples/ThemeRegression/Theme")

/// The example's brand theme with one token moved: `primaryCTA` in light mode.
private func brandWithPrimaryCTAChanged(in directory: URL) throws -> URL {
    var spec = try GentleJSONCoding.decodeSpec(
        from: Data(contentsOf: exampleTheme.appendingPathComponent("brand.json")))
    let pair = try #require(spec.colors.pairByRole[GentleColorRole.primaryCTA.rawValue])
    spec.colors.pairByRole[GentleColorRole.primaryCTA.rawValue] = GentleColorPair(
        lightHex: "#6B2FD9", darkHex: pair.darkHex)
    let url = directory.appendingPathComponent("brand.json")
    try GentleJSONCoding.encode(spec).write(to: url)
    return url
}

/// The example's theme drawn and checked against the example's goldens, as its own test does.
@Suite struct ExampleRegressionEndToEndTests {
    // What the example's own test sees after a pull request moves one token: every sheet that paints
    // the light primaryCTA fails (the colors sheet shows both schemes), and each issue names the
    // token; the other sheets still match.
    @Test func theExampleFailsOnAOneTokenChangeNamingTheToken() throws {
        try withTemporaryDirectory { directory in
            let changed = try brandWithPrimaryCTAChanged(in: directory)
            let options = GoldenExpectationOptions(
                sheets: [.colors, .buttons, .typography], record: .never,
                report: directory.appendingPathComponent("report")
            )
            var run: VerificationRun?
            try withKnownIssue {
                run = try expectSpecimensMatchGoldens(
                    theme: changed, name: "Brand", goldens: exampleTheme.appendingPathComponent("Goldens"),
                    options: options
                )
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("colors.primaryCTA") }
            }
            let failing = try #require(run).results.filter { !$0.passes }.map(\.id.path)
            #expect(failing == ["brand/buttons-light", "brand/colors-dark", "brand/colors-light"])
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("report/index.html").path))
        }
    }

    @Test func theExamplesThemePassesAsItIs() throws {
        try withTemporaryDirectory { directory in
            let run = try expectSpecimensMatchGoldens(
                theme: exampleTheme.appendingPathComponent("brand.json"), name: "Brand",
                goldens: exampleTheme.appendingPathComponent("Goldens"),
                options: GoldenExpectationOptions(record: .never, report: directory))
            #expect(run.results.count == SheetKind.standard(forThemeCount: 1).count * 2)
        }
    }
}
