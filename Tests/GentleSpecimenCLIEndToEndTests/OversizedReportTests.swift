import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// A `report.json` over the size limit is the same invalid input to every command that reads
/// one: `accept`, `merge-reports` and `verify --report` each exit 65 with one message.
@Suite struct OversizedReportTests {
    /// A sparse `report.json` of 257 MiB that takes no space, in `folder`.
    static func oversizedReport(in folder: URL) throws -> URL {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("report.json")
        try #require(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 257 << 20)
        try handle.close()
        return file
    }

    static func message(_ file: URL) -> String {
        "Error: \(file.path): is not a gentle-specimen report (the file is too large for a report: it holds "
            + "257 MiB, over the limit of 256 MiB)"
    }

    static let commands: [[String]] = [
        ["accept", "report", "--all", "--goldens", "Goldens"],
        ["merge-reports", "merged", "report"],
        [
            "verify", "--preset", "gentle-default", "--sheet", "colors", "--scheme", "light", "--scale", "1",
            "--goldens", "Goldens", "--record", "never", "--report", "report",
        ],
    ]

    @Test(arguments: commands)
    func anOversizedReportIsInvalidInputWhicheverCommandReadsIt(arguments: [String]) throws {
        try withTemporaryDirectory { directory in
            let file = try Self.oversizedReport(in: directory.appendingPathComponent("report"))
            let run = CapturedRun(arguments, environment: .testing(workingDirectory: directory))
            #expect(run.exitCode == .dataError)
            #expect(run.firstErrorLine == Self.message(file.standardizedFileURL))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("merged").path))
        }
    }
}
