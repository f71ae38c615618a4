import Foundation
import GentleSpecimenCLITestSupport
import GentleTokens
import Testing

@testable import GentleSpecimenCLI

/// Runs `validate` from inside `Fixtures/`, so paths and messages are as a user would type them.
private func validate(_ paths: [String]) -> CapturedRun {
    CapturedRun(["validate"] + paths, environment: .testing(workingDirectory: Fixtures.directory))
}

@Test(arguments: GentlePreset.all.map(\.id))
func everyInteropFileIsClean(id: String) {
    let run = validate(["interop/\(id).json"])
    #expect(run.exitCode == .success)
    #expect(run.standardOutput == "Checked 1 file: 0 errors, 0 warnings.\n")
    #expect(run.standardError.isEmpty)
}

@Test func warningsAloneExitZeroAndAreEachListed() {
    let run = validate(["themes/warnings-only.json"])
    #expect(run.exitCode == .success)
    #expect(
        run.standardOutput == """
            themes/warnings-only.json:2:3: warning: comment: unknown key; the package ignores it
            themes/warnings-only.json:119:22: warning: colors.pairByRole.primaryCTA.lightHex: "#4A6EZZ" \
            is not #RRGGBB or #RRGGBBAA; the package draws it as #004A6E
            Checked 1 file: 0 errors, 2 warnings.

            """)
}

@Test func everyProblemOfEveryFileIsReportedInOneRun() {
    let run = validate(["themes/errors-and-warnings.json", "interop/soft-green.json", "themes/empty.json"])
    #expect(run.exitCode == .dataError)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(
        lines == [
            "themes/errors-and-warnings.json:114:22: warning: colors.pairByRole.destructive.lightHex: "
                + "\"#E35D5\" is not #RRGGBB or #RRGGBBAA; the package draws it as #000000",
            "themes/errors-and-warnings.json:455:23: error: typography.roles.body_m.pointSize: "
                + "expected a number, found a string",
            "themes/errors-and-warnings.json:457:20: error: typography.roles.body_m.weight: "
                + "unknown value \"heavyish\"; expected one of: ultraLight, thin, light, regular, medium, "
                + "semibold, bold, heavy, black",
            "themes/empty.json:1:1: error: (root): not valid JSON: the file is empty; expected a JSON value",
            "Checked 3 files: 3 errors, 1 warning.",
        ])
}

/// A file `validate` must refuse, the first line it prints, and the exit code.
struct RefusedFileCase: Sendable, CustomTestStringConvertible {
    let path: String
    let firstLine: String
    let exitCode: ExitCode

    var testDescription: String { path }
}

@Test(arguments: [
    RefusedFileCase(
        path: "themes/truncated.json",
        firstLine: "themes/truncated.json:4:1: error: colors.pairByRole[0]: not valid JSON: "
            + "unexpected end of file; expected a JSON value",
        exitCode: .dataError),
    RefusedFileCase(
        path: "themes/empty.json",
        firstLine: "themes/empty.json:1:1: error: (root): not valid JSON: the file is empty; "
            + "expected a JSON value",
        exitCode: .dataError),
    RefusedFileCase(
        path: "themes/no-such-theme.json",
        firstLine: "themes/no-such-theme.json: error: cannot be read: no such file",
        exitCode: .ioError),
    RefusedFileCase(
        path: "themes", firstLine: "themes: error: cannot be read: it is a directory",
        exitCode: .ioError),
])
func refusedFilesNameTheFileAndThePlace(refused: RefusedFileCase) {
    let run = validate([refused.path])
    #expect(run.exitCode == refused.exitCode)
    #expect(run.standardOutput.split(separator: "\n").first.map(String.init) == refused.firstLine)
    #expect(run.standardOutput.hasSuffix("Checked 1 file: 1 error, 0 warnings.\n"))
}

@Test func anUnreadableFileDoesNotStopTheOthersFromBeingChecked() {
    let run = validate(["missing.json", "themes/warnings-only.json"])
    #expect(run.exitCode == .ioError)
    let lines = run.standardOutput.split(separator: "\n")
    #expect(lines.first == "missing.json: error: cannot be read: no such file")
    #expect(lines.count == 4)
    #expect(lines.last == "Checked 2 files: 1 error, 2 warnings.")
}

@Test func deeplyNestedInputIsRefusedQuickly() throws {
    try withTemporaryDirectory { directory in
        let file = directory.appendingPathComponent("nested.json")
        try Data((String(repeating: "[", count: 200_000)).utf8).write(to: file)
        let run = CapturedRun(["validate", file.path])
        #expect(run.exitCode == .dataError)
        #expect(run.standardOutput.hasPrefix("\(file.path):1:"))
    }
}
