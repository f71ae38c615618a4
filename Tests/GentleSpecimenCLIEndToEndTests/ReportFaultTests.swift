import Foundation
import GentleImage
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// A report that cannot be written (issue 18): exit 74 naming the path, never 70, and the check
/// comes before any golden is touched, so `--record failed` cannot lose the old pixels. Which
/// report paths are refused and how each is named is `WriteRedirectionTests`' question.
@Suite("Report faults are I/O errors and cost no golden")
struct ReportFaultTests {
    /// A 2×2 golden for the light colors sheet, which differs from any drawing of it, so that
    /// `--record failed` would rewrite it; returns the goldens folder's files.
    private static func goldenThatWillDiffer(in directory: URL) throws -> [String: Data] {
        let goldens = directory.appendingPathComponent("Goldens")
        let folder = goldens.appendingPathComponent("gentle-default")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try PNGEncoder().write(
            Bitmap(width: 2, height: 2, filledWith: (0, 0, 0, 255)), text: [],
            to: folder.appendingPathComponent("colors-light.png"))
        return try treeSnapshot(of: goldens)
    }

    private static func verifyRecordingFailures(report: String, in directory: URL) -> CapturedRun {
        CapturedRun(
            [
                "verify", "--preset", "gentle-default", "--sheet", "colors", "--scheme", "light", "--scale", "1",
                "--record", "failed", "--report", report,
            ],
            environment: .testing(workingDirectory: directory))
    }

    @Test func aReportPathThatIsAFileExits74BeforeAnyGoldenIsRewritten() throws {
        try withTemporaryDirectory { directory in
            let before = try Self.goldenThatWillDiffer(in: directory)
            try Data("a file".utf8).write(to: directory.appendingPathComponent("report"))
            let result = Self.verifyRecordingFailures(report: "report", in: directory)
            #expect(result.exitCode == .ioError)
            let path = directory.appendingPathComponent("report").path
            #expect(result.firstErrorLine == "Error: \(path): cannot write the report (it is not a directory)")
            #expect(try treeSnapshot(of: directory.appendingPathComponent("Goldens")) == before)
        }
    }

    // The store-level tests cannot make a folder refuse root; this one can, where the system lets it.
    @Test(.enabled(if: ReadOnlyDirectory.isAvailable, "this process cannot make a directory read-only"))
    func aReadOnlyReportFolderExits74BeforeAnyGoldenIsRewritten() throws {
        try withTemporaryDirectory { directory in
            let before = try Self.goldenThatWillDiffer(in: directory)
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
}
