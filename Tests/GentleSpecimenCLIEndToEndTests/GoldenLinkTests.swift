import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// Goldens behind symbolic links (issue 18): a link below the goldens root is never written
/// through (a repository shipping `Goldens/<theme> -> elsewhere` would redirect CI's writes);
/// a root that is itself a link is the user's choice; a loop, a directory or a FIFO where a
/// golden belongs is named for what it is, not "no golden image".
@Suite("Golden paths with links and odd files")
struct GoldenLinkTests {
    /// Runs the tool on the colors sheet alone, the one whose goldens each test looks at.
    private static func run(_ arguments: [String], in directory: URL) -> CapturedRun {
        CapturedRun(arguments + ["--sheet", "colors"], environment: .testing(workingDirectory: directory))
    }

    @Test func recordRefusesALinkedThemeFolderAndExits74NamingIt() throws {
        try withTemporaryDirectory { directory in
            let elsewhere = directory.appendingPathComponent("elsewhere")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let goldens = directory.appendingPathComponent("Goldens")
            try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
            let link = goldens.appendingPathComponent("gentle-default")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
            let result = Self.run(["record", "--preset", "gentle-default"], in: directory)
            #expect(result.exitCode == .ioError)
            #expect(
                result.standardOutput.contains(
                    "\(link.path)/colors-light.png: golden not written: \(link.path): it is a symbolic link below"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: elsewhere.path) == [])
        }
    }

    @Test func aGoldensRootThatIsALinkIsWrittenThrough() throws {
        try withTemporaryDirectory { directory in
            let real = directory.appendingPathComponent("real-goldens")
            try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(
                at: directory.appendingPathComponent("Goldens"), withDestinationURL: real)
            let result = Self.run(["record", "--preset", "gentle-default"], in: directory)
            #expect(result.exitCode == .success, "\(result.standardOutput)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: real.path) == ["gentle-default"])
        }
    }

    @Test func aGoldensSymlinkLoopIsNamedNotCalledMissing() throws {
        try withTemporaryDirectory { directory in
            let goldens = directory.appendingPathComponent("Goldens")
            try FileManager.default.createSymbolicLink(atPath: goldens.path, withDestinationPath: goldens.path)
            let result = Self.run(["verify", "--preset", "gentle-default", "--record", "never"], in: directory)
            #expect(result.exitCode == .differences)
            #expect(!result.standardOutput.contains("no golden image"))
            #expect(
                result.standardOutput.contains(
                    "unreadable-golden gentle-default/colors-light: golden is unreadable: \(goldens.path)/gentle-default/"
                        + "colors-light.png: too many levels of symbolic links (a symlink loop)"))
        }
    }

    @Test func aGoldenThatIsADirectoryOrAFIFOIsNamedSo() throws {
        try withTemporaryDirectory { directory in
            let folder = directory.appendingPathComponent("Goldens/gentle-default")
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent("colors-light.png"), withIntermediateDirectories: true)
            try #require(mkfifo(folder.appendingPathComponent("colors-dark.png").path, 0o644) == 0)
            let result = Self.run(["verify", "--preset", "gentle-default", "--record", "never"], in: directory)
            #expect(result.exitCode == .differences)
            #expect(
                result.standardOutput.contains(
                    "gentle-default/colors-light: golden is unreadable: \(folder.path)/"
                        + "colors-light.png: it is a directory"))
            #expect(
                result.standardOutput.contains(
                    "gentle-default/colors-dark: golden is unreadable: \(folder.path)/"
                        + "colors-dark.png: it is a FIFO (named pipe), not a regular file"))
        }
    }
}
