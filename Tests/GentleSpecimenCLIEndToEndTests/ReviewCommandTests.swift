import Foundation
import GentleSpecimenCLITestSupport
import GentleThemeDiff
import Testing

@testable import GentleSpecimenCLI

/// A pull request in a repository with no goldens: `theme.json` as committed first (the base),
/// then as a second commit leaves it (the head, checked out).
struct ReviewScenario: Sendable, CustomTestStringConvertible {
    let name: String
    /// The colours the second commit changes, `role.scheme` → hex; empty leaves the theme as it was.
    let edits: [String: String]
    /// Whether the base commit has the theme at all.
    var existsAtBase = true
    var arguments: [String] = []
    let exitCode: ExitCode
    /// Lines the console must show.
    let shows: [String]

    var testDescription: String { name }
}

@Suite("review: a theme at a git revision against the theme now, without goldens")
struct ReviewCommandTests {
    static let scenarios = [
        ReviewScenario(
            name: "a small primaryCTA move keeps every contrast", edits: ["primaryCTA.light": "#1E4FD8"],
            exitCode: .success,
            shows: [
                "accessibility against HEAD~1: 0 new, 0 pre-existing, 0 resolved",
                "changed tokens:", "  colors.primaryCTA.light #1D4ED8 → #1E4FD8 — 1 image, ",
                "moved theme/colors-light: ", "0 unchanged, 1 moved, 0 new; report: ",
            ]),
        ReviewScenario(
            name: "--fail-on change fails the same move", edits: ["primaryCTA.light": "#1E4FD8"],
            arguments: ["--fail-on", "change"], exitCode: .differences,
            shows: ["moved theme/colors-light: "]),
        ReviewScenario(
            name: "a textSecondary below AA on its grounds", edits: ["textSecondary.light": "#9CA3AF"],
            exitCode: .differences,
            shows: [
                "accessibility against HEAD~1: 3 new, 0 pre-existing, 0 resolved",
                "  new: theme contrast light textSecondary on surfaceCardSecondary 7.00 AAA → 2.35 Fail, caused by "
                    + "colors.textSecondary.light #4B5563 → #9CA3AF",
            ]),
        ReviewScenario(
            name: "an unchanged theme", edits: [:], exitCode: .success,
            shows: ["accessibility against HEAD~1: 0 new, 0 pre-existing, 0 resolved", "1 unchanged, 0 moved, 0 new"]),
        ReviewScenario(
            name: "a theme new since the base", edits: [:], existsAtBase: false, exitCode: .success,
            shows: [
                "new theme theme: not at HEAD~1", "new theme/colors-light: not drawn at HEAD~1",
                "0 unchanged, 0 moved, 1 new",
            ]),
    ]

    @Test(arguments: scenarios)
    func reviewsTheSecondCommitAgainstTheFirst(_ scenario: ReviewScenario) throws {
        try withTemporaryDirectory { repository in
            try Self.commitTwice(scenario, in: repository)
            let before = try FolderSnapshot(repository)
            let run = CapturedRun(
                [
                    "review", "--base", "HEAD~1", "--theme", "theme.json", "--sheet", "colors", "--scheme", "light",
                    "-j", "1",
                ]
                    + scenario.arguments,
                environment: .testing(workingDirectory: repository))
            #expect(run.exitCode == scenario.exitCode, "\(run.standardOutput)\(run.standardError)")
            let lines = run.standardOutput.split(separator: "\n").map(String.init)
            for expected in scenario.shows {
                #expect(lines.contains { $0.hasPrefix(expected) }, "\(expected) in\n\(run.standardOutput)")
            }
            // Nothing but the report folder is written; no golden is read or made.
            let after = try FolderSnapshot(repository)
            let written = Set(after.contents.keys).subtracting(before.contents.keys)
            #expect(written.allSatisfy { $0.hasPrefix("specimen-report/") }, "\(written.sorted())")
            #expect(before.contents.allSatisfy { after.contents[$0.key] == $0.value })
            #expect(!FileManager.default.fileExists(atPath: repository.appendingPathComponent("Goldens").path))
            let summary = try String(
                contentsOf: repository.appendingPathComponent("specimen-report/summary.md"), encoding: .utf8)
            // Markdown escapes the revision's `~`, as any untrusted text.
            #expect(summary.hasPrefix("## Review against HEAD\\~1: "))
        }
    }

    @Test func theNewFailureLeadsEveryReportFile() throws {
        try withTemporaryDirectory { repository in
            let scenario = Self.scenarios[2]
            try Self.commitTwice(scenario, in: repository)
            let run = CapturedRun(
                ["review", "--base", "HEAD~1", "--theme", "theme.json", "--sheet", "colors", "--scheme", "light"],
                environment: .testing(workingDirectory: repository))
            #expect(run.exitCode == .differences)
            let report = repository.appendingPathComponent("specimen-report")
            let summary = try String(contentsOf: report.appendingPathComponent("summary.md"), encoding: .utf8)
            #expect(
                summary.contains(
                    "| **new** | theme | contrast light textSecondary on background | 7.55 AAA → 2.53 Fail | "
                        + "colors.textSecondary.light \\#4B5563 → \\#9CA3AF |"))
            let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
            let ledger = try #require(html.range(of: "<h2 id=\"accessibility\">"))
            let moved = try #require(html.range(of: "Moved (1)"))
            #expect(ledger.lowerBound < moved.lowerBound)
            let json = try JSONSerialization.jsonObject(
                with: Data(contentsOf: report.appendingPathComponent("report.json")))
            let accessibility = try #require((json as? [String: Any])?["accessibility"] as? [String: Any])
            #expect((accessibility["counts"] as? [String: Int])?["new"] == 3)
            // JUnit fails as the exit code does: the new failures, not the moved image.
            let junit = try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8)
            #expect(junit.contains("<testsuites name=\"review\" tests=\"4\" failures=\"3\">"))
            #expect(junit.contains("<testsuite name=\"accessibility\" tests=\"3\" failures=\"3\""))
            #expect(junit.contains("<testsuite name=\"theme\" tests=\"1\" failures=\"0\""))
        }
    }

    // The change sheet and the review read the same two themes, so they must name the same tokens.
    @Test(arguments: [
        ["textSecondary.light": "#9CA3AF"], ["primaryCTA.light": "#1E4FD8", "destructive.dark": "#F87171"],
    ])
    func compareAndReviewNameTheSameTokens(_ edits: [String: String]) throws {
        try withTemporaryDirectory { repository in
            try Self.commitTwice(ReviewScenario(name: "", edits: edits, exitCode: .success, shows: []), in: repository)
            let environment = CommandEnvironment.testing(workingDirectory: repository)
            let compared = CapturedRun(
                [
                    "compare", "git:HEAD~1:theme.json", "theme.json", "--format", "json", "--output", "change",
                    "--scale", "1",
                ],
                environment: environment)
            #expect(compared.exitCode == .differences, "\(compared.standardError)")
            let diff = try JSONDecoder().decode(DiffDocument.self, from: Data(compared.standardOutput.utf8))
            let reviewed = CapturedRun(
                ["review", "--base", "HEAD~1", "--theme", "theme.json", "--sheet", "colors", "--fail-on", "none"],
                environment: environment)
            #expect(reviewed.exitCode == .success, "\(reviewed.standardError)")
            let report = try JSONSerialization.jsonObject(
                with: Data(contentsOf: repository.appendingPathComponent("specimen-report/report.json")))
            let rolledUp = ((report as? [String: Any])?["changedTokens"] as? [[String: Any]] ?? [])
                .compactMap { $0["token"] as? String }
            #expect(Set(rolledUp) == Set(diff.changes.map(\.path)))
            #expect(Set(rolledUp) == Set(edits.keys.map { "colors." + $0 }))
        }
    }

    @Test func withoutABaseItIsAUsageError() {
        let run = CapturedRun(["review", "--theme", "theme.json"], environment: .testing())
        #expect(run.exitCode == .usage)
        #expect(run.firstErrorLine.hasPrefix("Error: '--base' is required"))
    }

    @Test func aRevisionTheRepositoryLacksIsAMissingInput() throws {
        try withTemporaryDirectory { repository in
            try Self.commitTwice(Self.scenarios[3], in: repository)
            let run = CapturedRun(
                ["review", "--base", "nosuchrev", "--theme", "theme.json", "--sheet", "colors"],
                environment: .testing(workingDirectory: repository))
            #expect(run.exitCode == .noInput)
            #expect(run.firstErrorLine.hasPrefix("Error: base revision 'nosuchrev' is not a commit"))
            #expect(!FileManager.default.fileExists(atPath: repository.appendingPathComponent("specimen-report").path))
        }
    }

    /// A theme that passes every check the colours drive, so a scenario's ledger holds only what
    /// its edit did: Gentle Default with darker actions and tertiary text.
    static func accessibleTheme(_ edits: [String: String]) throws -> Data {
        let url = Fixtures.url("interop/gentle-default.json")
        var theme = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var colors = try #require(theme["colors"] as? [String: Any])
        var roles = try #require(colors["pairByRole"] as? [String: [String: String]])
        let accessible = [
            "destructive.light": "#B91C1C", "destructive.dark": "#FCA5A5", "primaryCTA.light": "#1D4ED8",
            "primaryCTA.dark": "#93C5FD", "textOnPrimaryCTA.dark": "#000000", "textOnDestructive.dark": "#000000",
            "textTertiary.light": "#4B5563",
        ]
        for (key, hex) in accessible.merging(edits, uniquingKeysWith: { $1 }) {
            let parts = key.split(separator: ".").map(String.init)
            roles[parts[0], default: [:]][parts[1] + "Hex"] = hex
        }
        colors["pairByRole"] = roles
        theme["colors"] = colors
        return try JSONSerialization.data(withJSONObject: theme, options: [.prettyPrinted, .sortedKeys])
    }

    /// The first commit holds the accessible theme (or no theme) and a note; the second, the
    /// scenario's edit and another note, so the two commits always differ.
    static func commitTwice(_ scenario: ReviewScenario, in repository: URL) throws {
        let theme = repository.appendingPathComponent("theme.json")
        let note = repository.appendingPathComponent("NOTES.md")
        try git(["init", "-q"], in: repository)
        try Data("base\n".utf8).write(to: note)
        if scenario.existsAtBase { try accessibleTheme([:]).write(to: theme) }
        try git(["add", "."], in: repository)
        try git(["commit", "-q", "-m", "base"], in: repository)
        try accessibleTheme(scenario.edits).write(to: theme)
        try Data("head\n".utf8).write(to: note)
        try git(["add", "."], in: repository)
        try git(["commit", "-q", "-m", "head"], in: repository)
    }
}
