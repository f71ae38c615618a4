import Foundation
import GentleFiles
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// `validate --json` from inside `Fixtures/`, as ValidateCommandTests runs `validate`.
private func validateJSON(_ paths: [String], strict: Bool = false) -> CapturedRun {
    CapturedRun(
        ["validate", "--json"] + (strict ? ["--strict"] : []) + paths,
        environment: .testing(workingDirectory: Fixtures.directory))
}

/// The JSON `validate --json` prints, decoded as a reader would.
private struct ValidateOutput: Decodable, Equatable {
    struct File: Decodable, Equatable {
        let file: String
        let problems: [Problem]
    }
    struct Problem: Decodable, Equatable {
        let severity: String
        let codingPath: String?
        let line: Int?
        let column: Int?
        let message: String
    }
    struct Summary: Decodable, Equatable {
        let files: Int
        let errors: Int
        let warnings: Int
    }
    let files: [File]
    let summary: Summary
}

private func decoded(_ run: CapturedRun) throws -> ValidateOutput {
    try JSONDecoder().decode(ValidateOutput.self, from: Data(run.standardOutput.utf8))
}

@Test func everyProblemIsListedUnderItsFileInTheOrderNamed() throws {
    let run = validateJSON(["themes/errors-and-warnings.json", "interop/soft-green.json", "themes/empty.json"])
    #expect(run.exitCode == .dataError)
    #expect(run.standardError.isEmpty)
    let output = try decoded(run)
    #expect(
        output.files.map(\.file) == ["themes/errors-and-warnings.json", "interop/soft-green.json", "themes/empty.json"])
    #expect(
        output.files[0].problems == [
            .init(
                severity: "warning", codingPath: "colors.pairByRole.destructive.lightHex", line: 114, column: 22,
                message: "\"#E35D5\" is not #RRGGBB or #RRGGBBAA; the package draws it as #000000"),
            .init(
                severity: "error", codingPath: "typography.roles.body_m.pointSize", line: 455, column: 23,
                message: "expected a number, found a string"),
            .init(
                severity: "error", codingPath: "typography.roles.body_m.weight", line: 457, column: 20,
                message: "unknown value \"heavyish\"; expected one of: ultraLight, thin, light, regular, medium, "
                    + "semibold, bold, heavy, black"),
        ])
    #expect(output.files[1].problems.isEmpty)
    #expect(output.files[2].problems.map(\.codingPath) == ["(root)"])
    #expect(output.summary == .init(files: 3, errors: 3, warnings: 1))
}

/// The JSON holds what the lines hold, problem for problem.
@Test(arguments: [["themes/warnings-only.json"], ["themes/errors-and-warnings.json", "themes/truncated.json"]])
func jsonAndLinesAgree(paths: [String]) throws {
    let lines = CapturedRun(["validate"] + paths, environment: .testing(workingDirectory: Fixtures.directory))
    let json = validateJSON(paths)
    #expect(json.exitCode == lines.exitCode)
    let output = try decoded(json)
    let rebuilt = output.files.flatMap { file in
        file.problems.map { problem in
            "\(file.file):\(problem.line ?? 0):\(problem.column ?? 0): \(problem.severity): "
                + "\(problem.codingPath ?? ""): \(problem.message)"
        }
    }
    #expect(rebuilt == lines.standardOutput.split(separator: "\n").dropLast().map(String.init))
}

@Test func aFileThatCannotBeReadHasNoPlace() throws {
    let run = validateJSON(["themes/no-such-file.json", "interop/soft-green.json"])
    #expect(run.exitCode == .ioError)
    let output = try decoded(run)
    let problem = try #require(output.files.first?.problems.first)
    #expect(problem.severity == "error")
    #expect(problem.codingPath == nil && problem.line == nil && problem.column == nil)
    #expect(problem.message.hasPrefix("cannot be read: "))
    #expect(run.standardOutput.contains("\"codingPath\" : null"))
    #expect(output.summary == .init(files: 2, errors: 1, warnings: 0))
}

/// A key holding control and bidirectional characters reaches the reader intact, as JSON
/// escapes, and never the terminal as itself.
@Test func untrustedKeysAreEscapedAndRoundTrip() throws {
    let run = validateJSON(["themes/control-characters-in-keys.json"])
    #expect(run.standardOutput.unicodeScalars.allSatisfy { UntrustedText.isInert($0) || $0 == "\n" })
    let paths = try decoded(run).files.flatMap(\.problems).compactMap(\.codingPath)
    #expect(paths.contains("\u{1B}[2J\u{1B}]0;pwned\u{07}"))
    #expect(paths.contains("\u{202E}evil"))
}
