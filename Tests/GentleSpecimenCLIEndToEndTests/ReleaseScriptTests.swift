import Foundation
import GentleSpecimenCLITestSupport
import Testing

/// `Scripts/release.sh VERSION` (issue 33 item 4) in a scratch repository holding the files it
/// edits, as they are committed here: it bumps the one version constant, dates the changelog's
/// Unreleased section, commits and tags; and every refusal changes nothing.
@Suite struct ReleaseScriptTests {
    private static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    private static let files = [
        "Scripts/release.sh", "CHANGELOG.md", "Sources/GentleSpecimenCLI/Invocation/ToolInfo.swift",
    ]
    private static let toolInfo = files[2]

    /// What a run of the script printed and how it ended.
    private struct ScriptRun {
        var status: Int32
        var output: String
    }

    /// A repository with the three files and a change under Unreleased, committed.
    private static func repository(in directory: URL) throws {
        for file in files {
            let url = directory.appendingPathComponent(file)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: checkout.appendingPathComponent(file), to: url)
        }
        try addUnreleasedChange(in: directory)
        try git(["init", "-q"], in: directory)
        try git(["add", "-A"], in: directory)
        try git(["commit", "-q", "-m", "start"], in: directory)
    }

    private static func addUnreleasedChange(in directory: URL) throws {
        let changelog = directory.appendingPathComponent("CHANGELOG.md")
        let text = try String(contentsOf: changelog, encoding: .utf8).replacingOccurrences(
            of: "## [Unreleased]\n", with: "## [Unreleased]\n\n### Fixed\n\n- Something.\n")
        try Data(text.utf8).write(to: changelog)
    }

    private static func release(_ arguments: [String], in directory: URL) throws -> ScriptRun {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["Scripts/release.sh"] + arguments
        process.currentDirectoryURL = directory
        process.environment = [
            "PATH": "/usr/bin:/bin", "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
            "GIT_AUTHOR_NAME": "Test", "GIT_AUTHOR_EMAIL": "test@example.invalid", "GIT_COMMITTER_NAME": "Test",
            "GIT_COMMITTER_EMAIL": "test@example.invalid", "RELEASE_DATE": "2027-01-02",
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return ScriptRun(status: process.terminationStatus, output: String(decoding: output, as: UTF8.self))
    }

    /// The repository's tags, head commit and files, to see that a refusal changed nothing.
    private static func state(of directory: URL) throws -> [String] {
        let tags = try FileManager.default.contentsOfDirectory(
            atPath: directory.appendingPathComponent(".git/refs/tags").path)
        let head = try String(contentsOf: directory.appendingPathComponent(".git/refs/heads/main"), encoding: .utf8)
        let contents = try files.map { try String(contentsOf: directory.appendingPathComponent($0), encoding: .utf8) }
        return tags.sorted() + [head] + contents
    }

    private static func version(in directory: URL) throws -> String? {
        let text = try String(contentsOf: directory.appendingPathComponent(toolInfo), encoding: .utf8)
        return text.split(separator: "\n").first { $0.contains("static let version = ") }.map(String.init)
    }

    @Test func aReleaseBumpsTheVersionDatesTheChangelogCommitsAndTags() throws {
        try withTemporaryDirectory { directory in
            try Self.repository(in: directory)
            let run = try Self.release(["0.2.0"], in: directory)
            #expect(run.status == 0, "\(run.output)")
            #expect(try Self.version(in: directory) == "    static let version = \"0.2.0\"")
            let changelog = try String(contentsOf: directory.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
            #expect(changelog.contains("## [Unreleased]\n\n## [0.2.0] - 2027-01-02\n\n### Fixed\n\n- Something.\n"))
            #expect(changelog.contains("/compare/0.2.0...HEAD\n[0.2.0]: "))
            #expect(try Self.state(of: directory).first == "0.2.0")
            #expect(run.output.contains("tagged it 0.2.0"))
            // Released once, the same version is refused: its tag exists.
            try Self.addUnreleasedChange(in: directory)
            try git(["commit", "-q", "-am", "more"], in: directory)
            let again = try Self.release(["0.2.0"], in: directory)
            #expect(again.status != 0)
            #expect(again.output.contains("the tag '0.2.0' already exists"))
        }
    }

    @Test func aDryRunShowsTheChangesAndChangesNothing() throws {
        try withTemporaryDirectory { directory in
            try Self.repository(in: directory)
            let before = try Self.state(of: directory)
            let run = try Self.release(["--dry-run", "0.2.0"], in: directory)
            #expect(run.status == 0, "\(run.output)")
            #expect(run.output.contains("+    static let version = \"0.2.0\""))
            #expect(run.output.contains("+## [0.2.0] - 2027-01-02"))
            #expect(try Self.state(of: directory) == before)
        }
    }

    @Test(arguments: [
        ("1.2", "is not a semantic version"), ("v0.2.0", "is not a semantic version"),
        ("0.2.0-rc.01", "is not a semantic version"), ("0.1.0", "is not above the current version 0.1.0"),
        ("0.0.9", "is not above the current version 0.1.0"),
    ])
    func aVersionThatIsNotAStepUpIsRefused(version: String, reason: String) throws {
        try withTemporaryDirectory { directory in
            try Self.repository(in: directory)
            let before = try Self.state(of: directory)
            let run = try Self.release([version], in: directory)
            #expect(run.status != 0)
            #expect(run.output.contains(reason), "\(run.output)")
            #expect(try Self.state(of: directory) == before)
        }
    }

    @Test func aDirtyTreeIsRefused() throws {
        try withTemporaryDirectory { directory in
            try Self.repository(in: directory)
            try Data("draft\n".utf8).write(to: directory.appendingPathComponent("notes.txt"))
            let before = try Self.state(of: directory)
            let run = try Self.release(["0.2.0"], in: directory)
            #expect(run.status != 0)
            #expect(run.output.contains("uncommitted changes"))
            #expect(try Self.state(of: directory) == before)
        }
    }
}
