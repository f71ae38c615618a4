import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// `gentle-specimen site` and `render --animate` on the command line: what they write, and the
/// exit code and message of each refusal.
@Suite struct SiteCommandTests {
    private static let small = ["--preset", "gentle-default", "--sheet", "colors", "--scheme", "light", "--scale", "1"]

    @Test func writesASiteAndASecondRunDrawsAndRewritesNothing() throws {
        try withTemporaryDirectory { directory in
            let environment = CommandEnvironment.testing(workingDirectory: directory)
            let first = CapturedRun(["site"] + Self.small + ["-o", "out"], environment: environment)
            #expect(first.exitCode == .success)
            #expect(
                first.standardOutput.contains("out: 12 files, 12 written, 0 unchanged, 0 removed, 2 of 2 images drawn"))
            let second = CapturedRun(["site"] + Self.small + ["-o", "out"], environment: environment)
            #expect(
                second.standardOutput.contains("out: 12 files, 0 written, 12 unchanged, 0 removed, 0 of 2 images drawn")
            )
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

    // A theme file named after a file at the top of the site (`site.js.json` has the id
    // `site.js`) would put its page folder where that file goes: refused before anything is
    // drawn or written, naming the theme and the file, so no run leaves half a site.
    @Test(arguments: ["site.js", "site.css", "index.html", "search-index.js"])
    func aThemeIDNamingASiteFileIsRefusedBeforeAnythingIsWritten(id: String) throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.copyItem(
                at: Fixtures.url("interop/bold-orange.json"), to: directory.appendingPathComponent("\(id).json"))
            for _ in 0..<2 {
                let run = CapturedRun(
                    ["site", "--theme", "\(id).json", "--sheet", "colors", "--scheme", "light", "-o", "out"],
                    environment: .testing(workingDirectory: directory))
                #expect(run.exitCode == .dataError)
                #expect(
                    run.firstErrorLine
                        == "Error: \(id).json: the theme id '\(id)' is the name of the site's own file \(id), which "
                        + "its page folder would replace; nothing was written. Rename the theme file (the id is its "
                        + "base name)")
                #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
            }
        }
    }

    // Two runs into one folder would each leave files the other's marker does not list: the
    // second finds the first's lock on the folder and stops at once, writing nothing.
    @Test func aSecondRunIntoAFolderAnotherRunIsWritingStopsAtOnce() throws {
        try withTemporaryDirectory { directory in
            let out = directory.appendingPathComponent("out")
            try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
            let lock = out.appendingPathComponent(".gentle-specimen-site.lock")
            let held = open(lock.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            try #require(held >= 0)
            defer { close(held) }
            try #require(flock(held, LOCK_EX | LOCK_NB) == 0)
            let run = CapturedRun(
                ["site"] + Self.small + ["-o", "out"], environment: .testing(workingDirectory: directory))
            #expect(run.exitCode == .cannotCreate)
            #expect(
                run.firstErrorLine
                    == "Error: \(out.path): cannot write the site there: another gentle-specimen site run is writing "
                    + "into it (it holds .gentle-specimen-site.lock); nothing was written. Run again when it has "
                    + "finished")
            #expect(try FileManager.default.contentsOfDirectory(atPath: out.path) == [".gentle-specimen-site.lock"])
            flock(held, LOCK_UN)
            let after = CapturedRun(
                ["site"] + Self.small + ["-o", "out"], environment: .testing(workingDirectory: directory))
            #expect(after.exitCode == .success)
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
