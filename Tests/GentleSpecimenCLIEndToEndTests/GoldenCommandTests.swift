import Foundation
import GentleSpecimen
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// Runs the tool in `directory` with the given environment variables.
private func run(
    _ arguments: [String], in directory: URL, variables: [String: String] = [:]
) -> CapturedRun {
    CapturedRun(arguments, environment: .testing(variables: variables, workingDirectory: directory))
}

private let caseNames = SheetKind.allCases.filter { !$0.spansThemes }.map(\.rawValue).sorted().flatMap { sheet in
    ["dark", "light"].map { "mytheme/\(sheet)-\($0)" }
}

/// Copies a fixture theme to `mytheme.json` in `directory`, so both versions share one theme id.
private func useTheme(_ fixture: String, in directory: URL) throws {
    let target = directory.appendingPathComponent("mytheme.json")
    try? FileManager.default.removeItem(at: target)
    try FileManager.default.copyItem(at: Fixtures.url(fixture), to: target)
}

private func goldenBytes(in directory: URL) throws -> [Data] {
    try caseNames.map { try Data(contentsOf: directory.appendingPathComponent("Goldens/\($0).png")) }
}

// One flow keeps the renders few: each step draws nine sheets in two schemes.
@Test func goldensAreMissingThenRecordedThenAThemeChangeNamesTheTokensThatMoved() throws {
    try withTemporaryDirectory { directory in
        try useTheme("interop/gentle-default.json", in: directory)
        let theme = ["--theme", "mytheme.json"]
        let index = directory.appendingPathComponent("specimen-report/index.html").path

        let missing = run(["verify"] + theme, in: directory, variables: ["CI": "1"])
        #expect(missing.exitCode == .differences)
        let looked = directory.appendingPathComponent("Goldens/mytheme/accessibility-dark.png").path
        #expect(
            missing.standardOutput.hasPrefix(
                "missing-golden mytheme/accessibility-dark: no golden image at \(looked)\n"))
        #expect(missing.standardOutput.hasSuffix("0 passed, 18 failed; report: \(index)\n"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Goldens").path))
        let report = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent("specimen-report").path)
        #expect(Set(report).isSuperset(of: ["index.html", "report.json", "junit.xml", "summary.md"]))

        let recorded = run(["record"] + theme, in: directory)
        #expect(recorded.exitCode == .success)
        let newLines = caseNames.map { "new       \($0)\n" }.joined()
        #expect(recorded.standardOutput == newLines + "18 new, 0 changed, 0 unchanged\n")

        try useTheme("themes/warnings-only.json", in: directory)
        let before = try goldenBytes(in: directory)
        let changed = run(["verify"] + theme, in: directory, variables: ["CI": "true"])
        #expect(changed.exitCode == .differences)
        let lines = changed.standardOutput.split(separator: "\n").map(String.init)
        let colors = try #require(lines.firstIndex { $0.hasPrefix("differences mytheme/colors-light: ") })
        #expect(lines[colors + 1].hasPrefix("  token changed: colors.primaryCTA.light #4A6EF5 → "))
        #expect(lines.contains { $0.hasPrefix("  colors.primaryCTA: ") })
        #expect(lines.first == "changed tokens:")
        #expect(lines.last == "9 passed, 9 failed; report: \(index)")
        #expect(try goldenBytes(in: directory) == before)
    }
}
