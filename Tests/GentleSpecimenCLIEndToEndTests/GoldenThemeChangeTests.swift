import Foundation
import GentleGolden
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// Gentle Default's theme file with `colors.pairByRole.primaryCTA.lightHex` changed to `#C2410C`.
private func primaryCTAChangedTheme() throws -> Data {
    let original = try String(contentsOf: Fixtures.url("interop/gentle-default.json"), encoding: .utf8)
    let pair = "\"primaryCTA\" : {\n        \"darkHex\" : \"#3B82F6\",\n        \"lightHex\" : \"#4A6EF5\""
    let changed = original.replacingOccurrences(
        of: pair, with: pair.replacingOccurrences(of: "#4A6EF5", with: "#C2410C"))
    try #require(changed != original)
    return Data(changed.utf8)
}

// The file is named after the preset's display name, so its sheets' headers read exactly as the
// preset's and only what the colour change moves can differ from Gentle Default's goldens.
@Test func aPrimaryCTAChangeFailsAgainstTheDefaultGoldensNamingTheTokensItMoved() throws {
    try withTemporaryDirectory { directory in
        let goldens = directory.appendingPathComponent("Goldens/Gentle Default")
        try FileManager.default.createDirectory(
            at: goldens.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: ProjectGoldens.directory.appendingPathComponent("gentle-default"), to: goldens)
        try primaryCTAChangedTheme().write(to: directory.appendingPathComponent("Gentle Default.json"))
        let before = try FolderSnapshot(goldens)

        let run = CapturedRun(
            ["verify", "--theme", "Gentle Default.json", "--goldens", "Goldens", "--jobs", "2"],
            environment: .testing(variables: ["CI": "1"], workingDirectory: directory))
        #expect(run.exitCode == .differences)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        let failing = lines.filter { $0.hasPrefix("differences ") }.map { $0.prefix { $0 != ":" } }
        // The surfaces backdrop, the layout sheet's tints, the text field cursor and the contrast
        // tiles are painted in primaryCTA too; dark buttons use the dark hex. The overview of a
        // theme file has no catalogue text, so both of its schemes differ from the preset's.
        #expect(
            failing
                == [
                    "accessibility-light", "buttons-light", "colors-dark", "colors-light", "controls-light",
                    "layout-light",
                    "overview-dark", "overview-light", "surfaces-light",
                ].map { "differences Gentle Default/\($0)" })
        #expect(lines.last?.hasPrefix("9 passed, 9 failed; report: ") == true)
        // The project's goldens record their tokens: the change leads, rolled up, then the regions.
        #expect(lines[1].hasPrefix("  colors.primaryCTA.light #4A6EF5 → #C2410C — 9 images, "))
        let colors = try #require(lines.firstIndex { $0.hasPrefix("differences Gentle Default/colors-light: ") })
        #expect(lines[colors + 1].hasPrefix("  token changed: colors.primaryCTA.light #4A6EF5 → #C2410C"))
        #expect(lines[colors + 2].hasPrefix("  colors.primaryCTA: "))
        #expect(lines[colors + 3].hasPrefix("  colors.textOnPrimaryCTA: "))
        #expect(lines.indices.contains(colors + 4) && !lines[colors + 4].hasPrefix("  "))
        let buttons = try #require(lines.firstIndex { $0.hasPrefix("differences Gentle Default/buttons-light: ") })
        #expect(lines[buttons + 2].hasPrefix("  buttons.primary: "))
        #expect(lines.contains { $0.hasPrefix("  buttons.secondary: ") })
        let summary = try String(
            contentsOf: directory.appendingPathComponent("specimen-report/summary.md"), encoding: .utf8)
        #expect(summary.contains("colors.primaryCTA"))
        #expect(summary.contains("buttons.primary"))
        #expect(try FolderSnapshot(goldens) == before)
    }
}
