import Foundation
import GentleSpecimenCLITestSupport
import GentleTokens
import Testing

@testable import GentleSpecimenCLI

/// A theme of 20,000 unknown keys, each a warning, and one key of 100,000 characters whose
/// 300 members are each a warning naming it: what a command prints about a file stays within
/// `GentleDiagnosticList.maximumKept` lines and a count, however many problems the file has.
@Suite struct DiagnosticBoundCommandTests {
    static let unknownKeys = 20_000

    /// The example theme with `unknownKeys` keys the package ignores before its own.
    static func manyWarnings() throws -> Data {
        let text = try Data(contentsOf: Fixtures.url("interop/gentle-default.json"))
        let unknown = (0..<unknownKeys).map { "\"a\($0)\": 0, " }.joined()
        return Data("{".utf8) + Data(unknown.utf8) + text.drop { $0 != UInt8(ascii: "{") }.dropFirst()
    }

    @Test func validatePrintsTheFirstProblemsAndCountsTheRest() throws {
        try withTemporaryDirectory { directory in
            try Self.manyWarnings().write(to: directory.appendingPathComponent("many.json"))

            let run = CapturedRun(["validate", "many.json"], environment: .testing(workingDirectory: directory))

            let lines = run.standardOutput.split(separator: "\n").map(String.init)
            #expect(run.exitCode == .success)
            #expect(lines.count == GentleDiagnosticList.maximumKept + 2)
            #expect(lines[0] == "many.json:1:2: warning: a0: unknown key; the package ignores it")
            #expect(lines[GentleDiagnosticList.maximumKept] == "many.json: … and 19,900 more")
            #expect(lines.last == "Checked 1 file: 0 errors, 20000 warnings.")
        }
    }

    @Test func renderPrintsTheFirstWarningsAndCountsTheRest() throws {
        try withTemporaryDirectory { directory in
            try Self.manyWarnings().write(to: directory.appendingPathComponent("many.json"))

            let run = CapturedRun(
                ["render", "--strict", "--theme", "many.json", "--sheet", "colors", "-o", "out"],
                environment: .testing(workingDirectory: directory))

            let lines = run.standardError.split(separator: "\n").map(String.init)
            #expect(run.exitCode == .dataError)
            #expect(lines.count == GentleDiagnosticList.maximumKept + 2)
            #expect(lines[GentleDiagnosticList.maximumKept] == "many.json: … and 19,900 more")
            #expect(lines.last == "Error: --strict: many.json has 20000 warnings (listed above); nothing was drawn")
        }
    }

    @Test func aLongKeyIsPrintedShortened() throws {
        try withTemporaryDirectory { directory in
            let key = String(repeating: "x", count: 100_000)
            let members = (0..<300).map { "\"k\($0)\": 0" }.joined(separator: ", ")
            let text = try String(contentsOf: Fixtures.url("interop/gentle-default.json"), encoding: .utf8)
            let range = try #require(text.range(of: "\"pairByRole\" : {"))
            try text.replacingCharacters(in: range, with: "\"pairByRole\" : { \"\(key)\": { \(members) },")
                .write(to: directory.appendingPathComponent("long.json"), atomically: true, encoding: .utf8)

            let run = CapturedRun(["validate", "long.json"], environment: .testing(workingDirectory: directory))

            #expect(run.exitCode == .dataError)
            #expect(run.standardOutput.utf8.count < 30_000)
            #expect(run.standardOutput.contains("colors.pairByRole.xxxx"))
            #expect(run.standardOutput.contains("… (100000 characters).k0: unknown key"))
        }
    }
}
