import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// Goldens behind symbolic links (issue 18), one CLI case per exit code: a record refused behind
/// a linked theme folder is an I/O error naming the link, and a verify that finds a symlink loop
/// where its goldens belong fails naming the loop. Which links are refused, which are written
/// through and how each odd file is named is `StoreLinkTests`' question, on tiny bitmaps.
@Suite("Golden paths with links and odd files")
struct GoldenLinkTests {
    /// Runs the tool on the light colors sheet alone, the one golden each test looks at.
    private static func run(_ arguments: [String], in directory: URL) -> CapturedRun {
        CapturedRun(
            arguments + ["--sheet", "colors", "--scheme", "light", "--scale", "1"],
            environment: .testing(workingDirectory: directory))
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

    @Test func verifyWithASymlinkLoopForGoldensFailsNamingIt() throws {
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
}
