import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

@Suite("tokens --format dtcg")
struct TokensDTCGCommandTests {
    @Test(arguments: [[], ["--scheme", "dark"]])
    func printsTheDocumentOfOneScheme(_ scheme: [String]) throws {
        let run = CapturedRun(["tokens", "--format", "dtcg", "--preset", "soft-green"] + scheme)
        #expect(run.exitCode == .success, "\(run.standardError)")
        let root = try #require(try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        #expect(root["light"] == nil && root["dark"] == nil && root["colors"] is [String: Any])
        let description = try #require(root["$description"] as? String)
        #expect(description.hasPrefix("Soft Green, \(scheme.last ?? "light"):"))
    }

    @Test func outputWritesBothSchemesAndTheirResolver() throws {
        try withTemporaryDirectory { directory in
            let run = CapturedRun(
                ["tokens", "--format", "dtcg", "--preset", "compact-mint", "--output", "tokens"],
                environment: .testing(workingDirectory: directory))
            #expect(run.exitCode == .success, "\(run.standardError)")
            let folder = directory.appendingPathComponent("tokens")
            let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(
                written == [
                    "compact-mint.dark.tokens.json", "compact-mint.light.tokens.json", "compact-mint.resolver.json",
                ])
            let resolver = try String(
                contentsOf: folder.appendingPathComponent("compact-mint.resolver.json"), encoding: .utf8)
            #expect(resolver.contains("\"$ref\" : \"compact-mint.dark.tokens.json\""))
            #expect(run.standardOutput.split(separator: "\n").count == 3)
        }
    }

    @Test(arguments: [
        ["tokens", "--format", "dtcg", "--scheme", "dark", "--output", "somewhere"],
        ["tokens", "--output", "somewhere"],
        ["tokens", "--format", "yaml"],
    ])
    func refusesOptionsThatDoNotApply(_ arguments: [String]) {
        let run = CapturedRun(arguments)
        #expect(run.exitCode == .usage)
        #expect(run.firstErrorLine.hasPrefix("Error: "))
    }
}
