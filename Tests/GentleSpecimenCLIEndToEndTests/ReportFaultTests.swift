import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// A report that cannot be written (issue 18): exit 74 naming the path, never 70, and the check
/// comes before any golden is touched, so `--record failed` cannot lose the old pixels.
@Suite("Report faults are I/O errors and cost no golden")
struct ReportFaultTests {
    /// Records `warnings-only` as `mytheme`'s goldens, then switches `mytheme.json` to Gentle
    /// Default, so that every sheet differs and `--record failed` would rewrite them.
    private static func goldensThatWillDiffer(in directory: URL) throws -> [String: Data] {
        let theme = directory.appendingPathComponent("mytheme.json")
        try FileManager.default.copyItem(at: Fixtures.url("themes/warnings-only.json"), to: theme)
        let record = CapturedRun(
            ["record", "--theme", "mytheme.json"], environment: .testing(workingDirectory: directory))
        try #require(record.exitCode == .success, "\(record.standardError)")
        try FileManager.default.removeItem(at: theme)
        try FileManager.default.copyItem(at: Fixtures.url("interop/gentle-default.json"), to: theme)
        return try treeSnapshot(of: directory.appendingPathComponent("Goldens"))
    }

    private static func verifyRecordingFailures(report: String, in directory: URL) -> CapturedRun {
        CapturedRun(
            ["verify", "--theme", "mytheme.json", "--record", "failed", "--report", report],
            environment: .testing(workingDirectory: directory))
    }

    @Test func aReportPathThatIsAFileExits74BeforeAnyGoldenIsRewritten() throws {
        try withTemporaryDirectory { directory in
            let before = try Self.goldensThatWillDiffer(in: directory)
            try Data("a file".utf8).write(to: directory.appendingPathComponent("report"))
            let result = Self.verifyRecordingFailures(report: "report", in: directory)
            #expect(result.exitCode == .ioError)
            let path = directory.appendingPathComponent("report").path
            #expect(result.firstErrorLine == "Error: \(path): cannot write the report (it is not a directory)")
            #expect(try treeSnapshot(of: directory.appendingPathComponent("Goldens")) == before)
        }
    }

    @Test(.enabled(if: ReadOnlyDirectory.isAvailable, "this process cannot make a directory read-only"))
    func aReadOnlyReportFolderExits74BeforeAnyGoldenIsRewritten() throws {
        try withTemporaryDirectory { directory in
            let before = try Self.goldensThatWillDiffer(in: directory)
            let report = directory.appendingPathComponent("report")
            try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
            ReadOnlyDirectory.lock(report)
            defer { ReadOnlyDirectory.unlock(report) }
            let result = Self.verifyRecordingFailures(report: "report", in: directory)
            #expect(result.exitCode == .ioError)
            #expect(result.firstErrorLine.hasPrefix("Error: \(report.path): cannot write the report ("))
            #expect(try treeSnapshot(of: directory.appendingPathComponent("Goldens")) == before)
        }
    }

    @Test func aReportSymlinkLoopIsNamedAsOne() throws {
        try withTemporaryDirectory { directory in
            let report = directory.appendingPathComponent("report")
            try FileManager.default.createSymbolicLink(atPath: report.path, withDestinationPath: report.path)
            let result = CapturedRun(
                [
                    "verify", "--preset", "gentle-default", "--sheet", "colors", "--scheme", "light", "--record",
                    "never", "--report", "report",
                ],
                environment: .testing(workingDirectory: directory))
            #expect(result.exitCode == .ioError)
            #expect(
                result.firstErrorLine == "Error: \(report.path): cannot write the report (too many levels of"
                    + " symbolic links (a symlink loop))")
        }
    }

    @Test func aLinkedFolderInsideTheReportIsNotWrittenThrough() throws {
        try withTemporaryDirectory { directory in
            let report = directory.appendingPathComponent("report")
            let elsewhere = directory.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: report, withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            // The marker a killed run leaves: the folder is a report folder, so the link is what is refused.
            try Data().write(to: report.appendingPathComponent(".gentle-specimen-report"))
            try FileManager.default.createSymbolicLink(
                at: report.appendingPathComponent("index.html"),
                withDestinationURL: elsewhere.appendingPathComponent("x"))
            let result = CapturedRun(
                [
                    "verify", "--preset", "gentle-default", "--sheet", "colors", "--scheme", "light", "--record",
                    "never", "--report", "report", "--goldens", "none",
                ],
                environment: .testing(workingDirectory: directory))
            #expect(result.exitCode == .ioError)
            #expect(
                result.firstErrorLine.contains(
                    "\(report.path)/index.html: cannot write the report (it is a symbolic link below"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])
        }
    }
}
