import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

private func inFixtures(_ arguments: [String]) -> CapturedRun {
    CapturedRun(arguments, environment: .testing(workingDirectory: Fixtures.directory))
}

@Test(arguments: [([String](), ExitCode.success), (["--strict"], .dataError)])
func validateStrictTurnsWarningsIntoAFailure(flags: [String], exitCode: ExitCode) {
    let run = inFixtures(["validate"] + flags + ["themes/warnings-only.json"])
    #expect(run.exitCode == exitCode)
    #expect(run.standardOutput.hasSuffix("Checked 1 file: 0 errors, 2 warnings.\n"))
}

@Test func validateStrictPassesAThemeWithoutWarnings() {
    #expect(inFixtures(["validate", "--strict", "interop/gentle-default.json"]).exitCode == .success)
}

// Every value is inside its documented range, but one 500 pt role makes a sheet larger than any
// canvas: `render --sheet all` refuses it, so `validate` must too, with or without --strict,
// naming the sheet.
@Test func validateRefusesASheetNoCommandCanDrawNamingIt() throws {
    try withTemporaryDirectory { directory in
        let original = try String(contentsOf: Fixtures.url("interop/gentle-default.json"), encoding: .utf8)
        let range = try #require(original.range(of: "\"pointSize\" : 17"))
        try original.replacingCharacters(in: range, with: "\"pointSize\" : 500")
            .write(to: directory.appendingPathComponent("big-type.json"), atomically: true, encoding: .utf8)
        let plain = CapturedRun(["validate", "big-type.json"], environment: .testing(workingDirectory: directory))
        #expect(plain.exitCode == .dataError)
        let strict = CapturedRun(
            ["validate", "--strict", "big-type.json"], environment: .testing(workingDirectory: directory))
        #expect(strict.exitCode == .dataError)
        let lines = strict.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("big-type.json: error: the ") == true, "\(strict.standardOutput)")
        #expect(lines.first?.contains(" sheet would be 2880 × ") == true)
        #expect(
            lines.first?.hasSuffix(
                "px at scale 3, over the limit of 32767 px a side and 100 megapixels; reduce the theme's sizes or the"
                    + " scale (laid out at accessibilityExtraExtraExtraLarge)") == true)
        #expect(lines.last?.hasPrefix("Checked 1 file: ") == true)
    }
}

@Test func validateStrictRefusesTheThemeAtTheValueLimits() {
    let run = inFixtures(["validate", "--strict", "themes/absurd-limits.json"])
    #expect(run.exitCode == .dataError)
    #expect(run.standardOutput.hasPrefix("themes/absurd-limits.json: error: the typography-light sheet would be "))
}

// The sheet no command can draw is the file's problem in validate --json, with no place in its text.
@Test func validateStrictJSONListsTheUndrawableSheetUnderItsFile() throws {
    let run = inFixtures(["validate", "--strict", "--json", "themes/absurd-limits.json"])
    #expect(run.exitCode == .dataError)
    let document = try #require(
        try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    let files = try #require(document["files"] as? [[String: Any]])
    #expect(files.map { $0["file"] as? String } == ["themes/absurd-limits.json"])
    let problems = try #require(files.first?["problems"] as? [[String: Any]])
    let sheet = try #require(
        problems.first { ($0["message"] as? String)?.hasPrefix("the typography-light sheet") == true })
    #expect(sheet["severity"] as? String == "error")
    #expect(sheet["codingPath"] is NSNull && sheet["line"] is NSNull && sheet["column"] is NSNull)
}

@Test(arguments: ["render", "verify", "record"])
func strictRefusesAThemeWithWarningsAndWritesNothing(command: String) throws {
    try withTemporaryDirectory { directory in
        try FileManager.default.copyItem(
            at: Fixtures.url("themes/warnings-only.json"), to: directory.appendingPathComponent("warned.json"))
        let before = try FolderSnapshot(directory)
        let run = CapturedRun(
            [command, "--strict", "--theme", "warned.json", "--sheet", "colors", "--scheme", "light", "-o", "out"]
                .filter { command == "render" || ($0 != "-o" && $0 != "out") },
            environment: .testing(workingDirectory: directory))
        #expect(run.exitCode == .dataError)
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first == "warned.json:2:3: warning: comment: unknown key; the package ignores it")
        #expect(lines.last == "Error: --strict: warned.json has 2 warnings (listed above); nothing was drawn")
        #expect(run.standardOutput.isEmpty)
        #expect(try FolderSnapshot(directory) == before)
    }
}

@Test func withoutStrictWarningsArePrintedOnceAndTheSheetsDrawn() throws {
    try withTemporaryDirectory { directory in
        try FileManager.default.copyItem(
            at: Fixtures.url("themes/warnings-only.json"), to: directory.appendingPathComponent("warned.json"))
        let run = CapturedRun(
            [
                "render", "--theme", "warned.json", "--sheet", "colors,layout", "--scheme", "both", "--scale", "1",
                "-o", "out",
            ],
            environment: .testing(workingDirectory: directory))
        #expect(run.exitCode == .success)
        #expect(run.standardError.split(separator: "\n").count == 2)
        #expect(run.standardError.contains("warned.json:119:22: warning: colors.pairByRole.primaryCTA.lightHex: "))
    }
}

@Test(arguments: [
    (
        "\"textSecondary\" : {", "\"textSecondry\" : {",
        "unknown colour role; the package keeps it but never draws it; did you mean `textSecondary`?"
    ),
    ("\"_specVersion\"", "\"_specVersoin\"", "unknown key; the package ignores it; did you mean `_specVersion`?"),
])
func aTypoedKeyOrRoleGetsADidYouMean(original: String, typo: String, message: String) throws {
    try withTemporaryDirectory { directory in
        let text = try String(contentsOf: Fixtures.url("interop/gentle-default.json"), encoding: .utf8)
        let range = try #require(text.range(of: original))
        try Data(text.replacingCharacters(in: range, with: typo).utf8).write(
            to: directory.appendingPathComponent("typo.json"))
        let run = CapturedRun(["validate", "typo.json"], environment: .testing(workingDirectory: directory))
        #expect(run.standardOutput.contains(": \(message)\n"))
    }
}
