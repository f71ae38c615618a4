import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// A killed `merge-reports` leaves its hidden staging folder beside OUT, a killed `verify` its
/// temporary run files in the report folder; the next run of the same command removes them, once
/// they are old enough that no run in flight can own them, and says so.
@Suite struct LeftoverSweepTests {
    /// One sheet verified with no golden: a report with one failure and its `actual.png`.
    static func report(_ name: String, in directory: URL) -> CapturedRun {
        CapturedRun(
            [
                "verify", "--preset", "gentle-default", "--sheet", "colors", "--scheme", "light", "--goldens",
                "Goldens",
                "--report", name, "--record", "never",
            ], environment: .testing(workingDirectory: directory))
    }

    /// Creates `path` below `directory` (a file, or with a trailing slash a folder holding one).
    static func leftover(_ path: String, in directory: URL, age: TimeInterval) throws {
        let url = directory.appendingPathComponent(path)
        if path.hasSuffix("/") {
            try FileManager.default.createDirectory(
                at: url.appendingPathComponent("gentle-default/colors-light"), withIntermediateDirectories: true)
            try Data("partial".utf8).write(to: url.appendingPathComponent("gentle-default/colors-light/actual.png"))
        } else {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("partial".utf8).write(to: url)
        }
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: url.path)
    }

    @Test func mergeReportsRemovesTheStagingFolderAKilledMergeLeft() throws {
        try withTemporaryDirectory { directory in
            #expect(Self.report("shard", in: directory).exitCode == .differences)
            let stale = ".merged.merging-\(UUID().uuidString)"
            let young = ".merged.merging-\(UUID().uuidString)"
            try Self.leftover(stale + "/", in: directory, age: 3600)
            try Self.leftover(young + "/", in: directory, age: 0)
            try Self.leftover(".merged.merging-notes/", in: directory, age: 3600)
            let merged = CapturedRun(
                ["merge-reports", "merged", "shard"], environment: .testing(workingDirectory: directory))
            #expect(merged.exitCode == .differences, "\(merged.standardError)")
            #expect(merged.standardOutput.hasPrefix("removed   \(stale): left by an interrupted write\n"))
            let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(!left.contains(stale))
            #expect(left.contains(young) && left.contains(".merged.merging-notes"))
        }
    }

    @Test func verifyRemovesTheTemporaryRunFilesAKilledRunLeftInItsReport() throws {
        try withTemporaryDirectory { directory in
            #expect(Self.report("report", in: directory).exitCode == .differences)
            let summary = "report/.summary.md.\(UUID().uuidString).tmp"
            let image = "report/gentle-default/colors-light/.actual.png.\(UUID().uuidString).tmp"
            let young = "report/.index.html.\(UUID().uuidString).tmp"
            try Self.leftover(summary, in: directory, age: 3600)
            try Self.leftover(image, in: directory, age: 3600)
            try Self.leftover(young, in: directory, age: 0)
            let again = Self.report("report", in: directory)
            #expect(again.exitCode == .differences, "\(again.standardError)")
            for path in [image, summary] {
                #expect(again.standardOutput.contains("removed   \(path): left by an interrupted write\n"))
                #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent(path).path))
            }
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(young).path))
        }
    }
}
