import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// `gentle-specimen site` and `render --animate` on the command line: what they write, and the
/// exit code and message of each refusal.
@Suite struct SiteCommandTests {
    private static let small = ["--preset", "gentle-default", "--sheet", "colors", "--scheme", "light", "--scale", "1"]

    @Test func writesASiteAndASecondRunRewritesNothing() throws {
        try withTemporaryDirectory { directory in
            let environment = CommandEnvironment.testing(workingDirectory: directory)
            let first = CapturedRun(["site"] + Self.small + ["-o", "out"], environment: environment)
            #expect(first.exitCode == .success)
            #expect(first.standardOutput.contains("out: 10 files, 10 written, 0 unchanged, 0 removed"))
            let second = CapturedRun(["site"] + Self.small + ["-o", "out"], environment: environment)
            #expect(second.standardOutput.contains("out: 10 files, 0 written, 10 unchanged, 0 removed"))
        }
    }

    @Test func refusesAFolderOfTheUsersFilesWithCannotCreate() throws {
        try withTemporaryDirectory { directory in
            try Data("mine".utf8).write(to: directory.appendingPathComponent("index.html"))
            let before = try FolderSnapshot(directory)
            let run = CapturedRun(
                ["site"] + Self.small + ["-o", "."], environment: .testing(workingDirectory: directory))
            #expect(run.exitCode == .cannotCreate)
            #expect(run.firstErrorLine.hasSuffix("name a new or empty folder with --output"))
            #expect(try FolderSnapshot(directory) == before)
        }
    }

    @Test(arguments: [
        (["site", "--jobs", "0"], ExitCode.usage),
        (["site", "--sheet", "nope"], .usage),
        (["site", "--theme", "missing.json"], .ioError),
        (["site", "--theme", "broken.json"], .dataError),
        (["render", "--animate", "--format", "svg"], .usage),
        (["render", "--animate", "--sheet", "colors"], .usage),
    ])
    func badInputGetsItsExitCode(arguments: [String], code: ExitCode) throws {
        try withTemporaryDirectory { directory in
            try Data("{ not json".utf8).write(to: directory.appendingPathComponent("broken.json"))
            let run = CapturedRun(arguments + ["-o", "out"], environment: .testing(workingDirectory: directory))
            #expect(run.exitCode == code)
            #expect(run.firstErrorLine.hasPrefix("Error: "))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
        }
    }

    @Test func renderAnimateWritesEachRolesPressBesideTheButtonsSheet() throws {
        try withTemporaryDirectory { directory in
            let run = CapturedRun(
                [
                    "render", "--preset", "gentle-default", "--sheet", "buttons", "--scheme", "dark", "--scale", "1",
                    "--animate", "-o", "out",
                ],
                environment: .testing(workingDirectory: directory))
            #expect(run.exitCode == .success)
            let folder = directory.appendingPathComponent("out/gentle-default")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            #expect(
                names == [
                    "buttons-dark.png", "buttons-destructive-press-dark.png", "buttons-primary-press-dark.png",
                    "buttons-quaternary-press-dark.png", "buttons-secondary-press-dark.png",
                    "buttons-tertiary-press-dark.png",
                ])
        }
    }

    @Test func initPagesAddsTheJobsThatBuildAndPublishTheSite() throws {
        try withTemporaryDirectory { directory in
            let theme = directory.appendingPathComponent("Theme/brand.json")
            try FileManager.default.createDirectory(
                at: theme.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: theme)
            let run = CapturedRun(["init", "--pages"], environment: .testing(workingDirectory: directory))
            #expect(run.exitCode == .success)
            let workflow = try String(
                contentsOf: directory.appendingPathComponent(".github/workflows/specimens.yml"), encoding: .utf8)
            #expect(workflow.contains("run: '\"$GENTLE_SPECIMEN\" site --output site'"))
            #expect(workflow.contains("uses: \(StarterWorkflow.uploadPagesArtifact)"))
            #expect(workflow.contains("uses: \(StarterWorkflow.deployPages)"))
            #expect(workflow.contains("github.ref_name == github.event.repository.default_branch"))
        }
    }
}
