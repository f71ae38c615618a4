import Foundation
import GentleGolden
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// `verify --shard i/n`: a bad value is a usage error before anything is drawn; a good one checks
/// only its slice and says so in the report.
@Suite struct ShardOptionTests {
    @Test(arguments: [
        ("0/4", "there is no shard 0 of 4: i must be from 1 to 4"),
        ("5/4", "there is no shard 5 of 4: i must be from 1 to 4"),
        ("1/0", "a run cannot be cut into 0 shards: n must be at least 1"),
        ("a/b", "'a/b' is not a shard: give i/n, two whole numbers with 1 ≤ i ≤ n, e.g. 2/4"),
    ])
    func aBadShardIsAUsageError(value: String, reason: String) throws {
        try withTemporaryDirectory { directory in
            let result = CapturedRun(
                ["verify", "--preset", "gentle-default", "--shard", value],
                environment: .testing(workingDirectory: directory))
            #expect(result.exitCode == .usage)
            #expect(result.firstErrorLine == "Error: The value '\(value)' is invalid for '--shard <i/n>': \(reason)")
            let written = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(written.isEmpty)
        }
    }

    @Test func aShardVerifiesItsSliceAndItsReportNamesTheShardAndTheTool() throws {
        try withTemporaryDirectory { directory in
            let result = CapturedRun(
                [
                    "verify", "--preset", "gentle-default", "--goldens", ProjectGoldens.directory.path, "--shard",
                    "3/4", "--report", "report",
                ],
                environment: .testing(workingDirectory: directory))
            #expect(result.exitCode == .success)
            let document = try ReportJSON.decode(
                Data(contentsOf: directory.appendingPathComponent("report/report.json")))
            #expect(document.shard == "3/4")
            #expect(document.tool == "\(ToolInfo.name) \(ToolInfo.version)")
            #expect(document.selection?.cases == 18)
            #expect((1..<18).contains(document.cases.count))
            #expect(document.renderer?["renderer.cairo"] != nil)
        }
    }
}
