import Foundation
import GentleSpecimenCLITestSupport
import GentleThemeDiff
import GentleTokens
import Testing

@testable import GentleSpecimenCLI

private func compare(_ arguments: [String], in directory: URL = Fixtures.directory) -> CapturedRun {
    CapturedRun(["compare"] + arguments, environment: .testing(workingDirectory: directory))
}

@Suite("compare: exit codes, formats and sources")
struct CompareCommandTests {
    @Test(arguments: [
        ["gentle-default", "gentle-default"],
        ["interop/soft-green.json", "interop/soft-green.json"],
        // The package's own JSON of a preset is the preset, token for token.
        ["soft-green", "interop/soft-green.json"],
    ])
    func theSameThemeTwiceExitsZeroWithNoChanges(_ sides: [String]) {
        let run = compare(sides)
        #expect(run.exitCode == .success, "\(run.standardError)")
        #expect(run.standardOutput == "\(sides[0]) → \(sides[1]): no changes\n")
    }

    @Test func twoPresetsDifferAndExitOne() {
        let run = compare(["gentle-default", "soft-green"])
        #expect(run.exitCode == .differences)
        #expect(
            run.standardOutput.hasPrefix("gentle-default → soft-green: 61 tokens changed, 30 contrast pairs moved\n"))
        #expect(run.standardOutput.contains("  colors.primaryCTA.light  #4A6EF5 → #2E8B6E  ΔE00 41.50\n"))
        #expect(run.standardError.isEmpty)
    }

    @Test(arguments: DiffFormat.allCases)
    func everyFormatPrintsTheSameChanges(_ format: DiffFormat) throws {
        let run = compare(["gentle-default", "soft-green", "--format", format.rawValue])
        #expect(run.exitCode == .differences)
        switch format {
        case .text: #expect(run.standardOutput.contains("colors.themeSecondary.dark  #93C5FD → #7EEAB8"))
        case .markdown: #expect(run.standardOutput.contains("| `colors.themeSecondary.dark` | `#93C5FD` | `#7EEAB8` |"))
        case .json:
            let document = try JSONDecoder().decode(DiffDocument.self, from: Data(run.standardOutput.utf8))
            #expect(document.changes.count == 61 && document.contrast.count == 30)
            #expect(document.changes.contains { $0.path == "colors.themeSecondary.dark" && $0.new == "#7EEAB8" })
        }
    }

    @Test func gitSidesAreReadFromTheWorkingDirectorysRepository() throws {
        try withTemporaryDirectory { repository in
            let theme = repository.appendingPathComponent("theme.json")
            try Data(contentsOf: Fixtures.url("interop/gentle-default.json")).write(to: theme)
            try git(["init", "-q"], in: repository)
            try git(["add", "theme.json"], in: repository)
            try git(["commit", "-q", "-m", "default"], in: repository)
            try Data(contentsOf: Fixtures.url("interop/soft-green.json")).write(to: theme)
            try git(["commit", "-q", "-a", "-m", "soft green"], in: repository)

            let history = compare(["git:HEAD~1:theme.json", "git:HEAD:theme.json"], in: repository)
            #expect(history.exitCode == .differences, "\(history.standardError)")
            #expect(history.standardOutput.hasPrefix("git:HEAD~1:theme.json → git:HEAD:theme.json: 61 tokens changed"))
            let workingCopy = compare(["git:HEAD:./theme.json", "theme.json"], in: repository)
            #expect(workingCopy.exitCode == .success, "\(workingCopy.standardError)")

            let missingRevision = compare(["git:nosuchrev:theme.json", "theme.json"], in: repository)
            #expect(missingRevision.exitCode == .ioError)
            #expect(missingRevision.firstErrorLine == "Error: old theme git:nosuchrev:theme.json: git show failed:")
            #expect(missingRevision.standardError.contains("nosuchrev"))
            let missingPath = compare(["theme.json", "git:HEAD:nope.json"], in: repository)
            #expect(missingPath.exitCode == .ioError)
            #expect(missingPath.standardError.contains("nope.json"))
        }
    }

    // The blob's size is asked for first, so a blob over the limit is never read whole.
    @Test func aGitBlobOverTheThemeLimitIsRefusedLikeAThemeFileOverIt() throws {
        try withTemporaryDirectory { repository in
            var bytes = try Data(contentsOf: Fixtures.url("interop/gentle-default.json"))
            bytes.append(Data(repeating: UInt8(ascii: " "), count: 4 << 20))
            try bytes.write(to: repository.appendingPathComponent("big.json"))
            try git(["init", "-q"], in: repository)
            try git(["add", "big.json"], in: repository)
            try git(["commit", "-q", "-m", "big"], in: repository)

            let blob = compare(["git:HEAD:big.json", "gentle-default"], in: repository)
            let file = compare(["big.json", "gentle-default"], in: repository)
            #expect(blob.exitCode == .dataError)
            #expect(file.exitCode == .dataError)
            #expect(blob.firstErrorLine.contains("over the limit of 4 MiB"))
            #expect(
                blob.standardError == file.standardError.replacingOccurrences(of: "big.json", with: "git:HEAD:big.json")
            )
        }
    }

    @Test func aGitSideOutsideARepositoryIsAnIOErrorWithGitsMessage() throws {
        try withTemporaryDirectory { directory in
            let run = compare(["git:HEAD:theme.json", "gentle-default"], in: directory)
            #expect(run.exitCode == .ioError)
            #expect(run.firstErrorLine == "Error: old theme git:HEAD:theme.json: git show failed:")
            #expect(run.standardError.lowercased().contains("not a git repository"))
        }
    }

    @Test func anInvalidSideIsADataErrorNamingTheSideAndThePlace() {
        let run = compare(["gentle-default", "themes/truncated.json"])
        #expect(run.exitCode == .dataError)
        #expect(run.firstErrorLine == "Error: new theme: themes/truncated.json is not a valid theme")
        #expect(run.standardError.contains("themes/truncated.json:"))
        #expect(run.standardOutput.isEmpty)
    }

    @Test func aMissingSideIsAnIOErrorNamingTheSide() {
        let run = compare(["no-such-theme.json", "gentle-default"])
        #expect(run.exitCode == .ioError)
        #expect(run.firstErrorLine == "Error: old theme: no-such-theme.json: cannot be read: no such file")
    }

    @Test(arguments: [
        ["gentle-default"],
        ["gentle-default", "soft-green", "extra"],
        ["gentle-default", "soft-green", "--format", "html"],
        ["git:HEAD", "soft-green"],
        ["git::theme.json", "soft-green"],
        ["git:--output=x:theme.json", "soft-green"],
        ["gentle-default", "soft-green", "--image-format", "gif"],
    ])
    func usageErrorsExit64(_ arguments: [String]) {
        let run = compare(arguments)
        #expect(run.exitCode == .usage, "\(run.standardError)")
        #expect(run.firstErrorLine.hasPrefix("Error: "))
    }

    @Test(arguments: [("png", "light"), ("svg", "dark"), ("pdf", "both")])
    func outputWritesTheChangeSheetPerScheme(_ format: String, scheme: String) throws {
        try withTemporaryDirectory { directory in
            let run = compare(
                [
                    "gentle-default", "soft-green", "--output", "sheets", "--image-format", format, "--scheme", scheme,
                    "--scale", "1", "--regions", "--format", "json",
                ], in: directory)
            #expect(run.exitCode == .differences, "\(run.standardError)")
            let schemes = scheme == "both" ? ["light", "dark"] : [scheme]
            let written = try FileManager.default.contentsOfDirectory(
                atPath: directory.appendingPathComponent("sheets").path)
            #expect(Set(written) == Set(schemes.flatMap { ["change-\($0).\(format)", "change-\($0).regions.json"] }))
            // Standard output stays the JSON document; the files are listed on standard error.
            #expect(run.standardOutput.hasPrefix("{"))
            #expect(run.standardError.contains("change sheet: "))
            let image = try Data(contentsOf: directory.appendingPathComponent("sheets/change-\(schemes[0]).\(format)"))
            let signature: [UInt8] =
                switch format {
                case "png": [0x89, 0x50, 0x4E, 0x47]
                case "pdf": Array("%PDF".utf8)
                default: Array("<?xm".utf8)
                }
            #expect(Array(image.prefix(4)) == signature)
        }
    }

    @Test func theChangeSheetHasTheSameBytesOnEveryRun() throws {
        try withTemporaryDirectory { directory in
            let arguments = ["gentle-default", "soft-green", "--scheme", "dark", "--scale", "1", "--regions"]
            for run in ["first", "second"] {
                #expect(compare(arguments + ["--output", run], in: directory).exitCode == .differences)
            }
            for file in ["change-dark.png", "change-dark.regions.json"] {
                let first = try Data(contentsOf: directory.appendingPathComponent("first/\(file)"))
                let second = try Data(contentsOf: directory.appendingPathComponent("second/\(file)"))
                #expect(first == second, "\(file)")
            }
        }
    }
}
