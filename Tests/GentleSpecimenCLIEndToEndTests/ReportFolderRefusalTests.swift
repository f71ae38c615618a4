import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// `verify --report .` in a folder of the user's files, and `verify --record` whose report cannot
/// be written (issue 23 items 1 and 4): one CLI case for each exit code. Which folders are refused
/// is asked in `ReportFolderTests`, and whether staged goldens go in together or not at all in
/// `GoldenStagingTests`.
@Suite struct ReportFolderRefusalTests {
    private static let sheets = [
        "--preset", "gentle-default", "--sheet", "colors", "--scheme", "light", "--scale", "1",
    ]

    @Test func verifyRefusesToWriteItsReportAmongTheUsersFiles() throws {
        try withTemporaryDirectory { directory in
            for path in ["fixtures/golden-test/expected.png", "docs/img/diff.png", "index.html", "summary.md"] {
                let url = directory.appendingPathComponent(path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("mine".utf8).write(to: url)
            }
            let before = try FolderSnapshot(directory)
            let run = CapturedRun(
                ["verify"] + Self.sheets + ["--report", ".", "--record", "never", "--goldens", "none"],
                environment: .testing(workingDirectory: directory))
            #expect(run.exitCode == .cannotCreate)
            #expect(
                run.firstErrorLine
                    == "Error: \(directory.standardizedFileURL.path): cannot write the report there: the folder is not "
                    + "empty and holds no report of gentle-specimen, whose files a report could overwrite; name a new "
                    + "or empty folder with --report")
            #expect(try FolderSnapshot(directory) == before)
        }
    }

    // The report is written before any golden is put in place: when it cannot be (here a folder
    // stands where report.json goes, as a full disk would fail it), no golden is, and the run says so.
    @Test func aRecordRunWhoseReportFailsWritesNoGoldenAndSaysSo() throws {
        try withTemporaryDirectory { directory in
            let report = directory.appendingPathComponent("report")
            try FileManager.default.createDirectory(
                at: report.appendingPathComponent("report.json"), withIntermediateDirectories: true)
            try Data().write(to: report.appendingPathComponent(".gentle-specimen-report"))
            let run = CapturedRun(
                ["verify"] + Self.sheets + ["--report", "report", "--record", "all", "--goldens", "Goldens"],
                environment: .testing(workingDirectory: directory))
            #expect(run.exitCode == .ioError)
            #expect(
                run.standardError.contains(
                    "no golden was re-recorded: the run stopped before its report was written, so the 1 due "
                        + "(gentle-default/colors-light) were not written"))
            #expect(run.standardError.contains("report.json: cannot write the report (it is a directory)"))
            let goldens = directory.appendingPathComponent("Goldens")
            #expect((FileManager.default.subpaths(atPath: goldens.path) ?? []).filter { $0.hasSuffix(".png") } == [])
        }
    }
}
