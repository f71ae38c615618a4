import Foundation
import GentleImage
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// `accept` of a report made against other goldens (issue 33 item 7) is refused, and says the
/// command that accepts into the goldens the report was made against, quoted so that a POSIX
/// shell reads each word back as it was: a report folder or goldens path with spaces, quotes or
/// a dollar sign runs as printed.
@Suite struct AcceptRetryCommandTests {
    /// The shell words of `line`, as `sh` splits and unquotes them.
    private static func shellWords(_ line: String) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", "printf '%s\\0' \(line)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
    }

    @Test(arguments: [
        ("specimen-report", "Theme/Goldens", ["--all"]),
        ("CI report", "My Goldens/it's \"here\" $HOME `x`", ["brand/one"]),
    ])
    func theRefusalPrintsTheCommandThatAcceptsIntoTheRecordedGoldens(
        report: String, recorded: String, cases: [String]
    ) throws {
        try withTemporaryDirectory { directory in
            let project = try AcceptFixture(root: directory)
            try project.writeReport { $0["goldens"] = recorded }
            let goldens = try project.file(recorded)
            try FileManager.default.moveItem(at: directory.appendingPathComponent("Goldens"), to: goldens)
            if report != project.report.lastPathComponent {
                try FileManager.default.moveItem(at: project.report, to: directory.appendingPathComponent(report))
            }

            let refused = project.accept([report] + cases)
            #expect(refused.exitCode == .dataError)
            let marker = "to accept into '\(recorded)', run: "
            let line = refused.firstErrorLine
            let printed = try #require(line.range(of: marker).map { String(line[$0.upperBound...]) }, "\(line)")
            let words = try Self.shellWords(printed)
            #expect(words == ["gentle-specimen", "accept", report] + cases + ["--goldens", recorded])

            let retried = project.accept(Array(words.dropFirst(2)))
            #expect(retried.exitCode == .success, "\(retried.standardError)")
            let golden = try PNGDecoder().decode(contentsOf: goldens.appendingPathComponent("brand/one.png"))
            #expect(golden.bitmap == AcceptFixture.actual)
        }
    }
}
