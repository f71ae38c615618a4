import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

@Suite("tokens --format dtcg")
struct TokensDTCGCommandTests {
    @Test func printsOneDocumentWithBothSets() throws {
        let run = CapturedRun(["tokens", "--format", "dtcg", "--preset", "soft-green"])
        #expect(run.exitCode == .success, "\(run.standardError)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(Set(root.keys) == ["$description", "light", "dark"])
    }

    @Test func outputWritesTheTokensAndTheirResolver() throws {
        try withTemporaryDirectory { directory in
            let run = CapturedRun(
                ["tokens", "--format", "dtcg", "--preset", "compact-mint", "--output", "tokens"],
                environment: .testing(workingDirectory: directory))
            #expect(run.exitCode == .success, "\(run.standardError)")
            let folder = directory.appendingPathComponent("tokens")
            let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(written == ["compact-mint.resolver.json", "compact-mint.tokens.json"])
            let resolver = try String(
                contentsOf: folder.appendingPathComponent("compact-mint.resolver.json"), encoding: .utf8)
            #expect(resolver.contains("\"$ref\" : \"compact-mint.tokens.json#/dark\""))
            #expect(run.standardOutput.split(separator: "\n").count == 2)
        }
    }

    @Test(arguments: [
        ["tokens", "--format", "dtcg", "--scheme", "dark"],
        ["tokens", "--output", "somewhere"],
        ["tokens", "--format", "yaml"],
    ])
    func refusesOptionsThatDoNotApply(_ arguments: [String]) {
        let run = CapturedRun(arguments)
        #expect(run.exitCode == .usage)
        #expect(run.firstErrorLine.hasPrefix("Error: "))
    }
}
