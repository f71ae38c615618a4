import Foundation
import GentleGolden
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// `verify --shard` runs on a CI matrix, then `merge-reports`: the joined report counts what one
/// unsharded run counts. The selection is three sheets of one preset (6 cases, 2 a shard) against
/// a copy of its goldens in which one golden is missing (recorded as new) and one is another
/// sheet's (failed).
@Suite struct MergeReportsCommandTests {
    static let shardCount = 3

    /// Copies the preset's goldens into `folder/Goldens`, missing one and with one swapped.
    private func goldens(in folder: URL) throws {
        let root = folder.appendingPathComponent("Goldens")
        let theme = root.appendingPathComponent("gentle-default")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: ProjectGoldens.directory.appendingPathComponent("gentle-default"), to: theme)
        try FileManager.default.removeItem(at: theme.appendingPathComponent("colors-light.png"))
        try FileManager.default.removeItem(at: theme.appendingPathComponent("typography-dark.png"))
        try FileManager.default.copyItem(
            at: theme.appendingPathComponent("typography-light.png"),
            to: theme.appendingPathComponent("typography-dark.png"))
    }

    /// Verifies as one CI job: a fresh checkout at the same path every time, whose report is then
    /// moved to `reports/<name>` as an uploaded artifact would be.
    private func verify(_ name: String, shard: String?, in directory: URL) throws -> (URL, ExitCode) {
        let job = directory.appendingPathComponent("job")
        try goldens(in: job)
        // Relative, as every job of a matrix names them: the reports must agree on the goldens.
        let result = CapturedRun(
            [
                "verify", "--preset", "gentle-default", "--goldens", "Goldens", "--report", "report", "--record",
                "missing", "--sheet", "colors,typography,buttons",
            ]
                + (shard.map { ["--shard", $0] } ?? []),
            environment: .testing(workingDirectory: job))
        let report = directory.appendingPathComponent("reports/\(name)")
        try FileManager.default.createDirectory(
            at: report.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: job.appendingPathComponent("report"), to: report)
        try FileManager.default.removeItem(at: job)
        return (report, result.exitCode)
    }

    private func buckets(_ report: URL) throws -> [String: String] {
        let document = try ReportJSON.decode(Data(contentsOf: report.appendingPathComponent("report.json")))
        return Dictionary(uniqueKeysWithValues: document.cases.map { ($0.id, $0.bucket) })
    }

    @Test func shardReportsMergeIntoTheCountsOfOneUnshardedRun() throws {
        try withTemporaryDirectory { directory in
            let (whole, wholeExit) = try verify("whole", shard: nil, in: directory)
            #expect(wholeExit == .differences)
            var shards: [URL] = []
            for index in 1...Self.shardCount {
                let (report, _) = try verify("job-\(index)", shard: "\(index)/\(Self.shardCount)", in: directory)
                shards.append(report)
            }
            let merged = CapturedRun(
                ["merge-reports", "merged"] + shards.map(\.path), environment: .testing(workingDirectory: directory))
            #expect(merged.exitCode == .differences)
            let mergedReport = directory.appendingPathComponent("merged")
            let counted = try buckets(mergedReport)
            #expect(counted == (try buckets(whole)))
            #expect(counted.values.filter { $0 == "passed" }.count == 4)
            #expect(counted["gentle-default/colors-light"] == "new")
            #expect(counted["gentle-default/typography-dark"] == "failed")
            #expect(
                merged.standardOutput.hasSuffix(
                    "4 passed, 2 failed (1 new); report: \(mergedReport.path)/index.html\n"))
            let summary = try String(contentsOf: mergedReport.appendingPathComponent("summary.md"), encoding: .utf8)
            #expect(summary == (try String(contentsOf: whole.appendingPathComponent("summary.md"), encoding: .utf8)))
            for artifact in ["typography-dark/expected.png", "typography-dark/actual.png", "colors-light/actual.png"] {
                #expect(
                    FileManager.default.fileExists(
                        atPath: mergedReport.appendingPathComponent("gentle-default/" + artifact).path))
            }

            let overlap = CapturedRun(
                ["merge-reports", "again"] + [shards[0].path] + shards.map(\.path),
                environment: .testing(workingDirectory: directory))
            #expect(overlap.exitCode == .dataError)
            #expect(overlap.firstErrorLine.hasPrefix("Error: shard 1/3 is given twice: "))
            let existing = CapturedRun(
                ["merge-reports", "merged"] + shards.map(\.path), environment: .testing(workingDirectory: directory))
            #expect(existing.exitCode == .cannotCreate)
            let missing = CapturedRun(
                ["merge-reports", "again", shards[0].path, directory.appendingPathComponent("nowhere").path],
                environment: .testing(workingDirectory: directory))
            #expect(missing.exitCode == .noInput)
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("again").path))
        }
    }

    @Test func withoutReportFoldersMergeReportsIsAUsageError() {
        let result = CapturedRun(["merge-reports", "merged"])
        #expect(result.exitCode == .usage)
        #expect(result.firstErrorLine == "Error: Missing expected argument '<reports> ...'")
    }
}
