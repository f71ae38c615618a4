import Foundation
import GentleSpecimen
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// A config that must be refused with exit 65: its text and the problem line, after the file name.
struct BadConfig: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let problem: String

    var testDescription: String { name }

    /// A config naming `Theme/brand.json`, then `extra` on line 3.
    static func withTheme(_ name: String, _ extra: String, _ problem: String) -> BadConfig {
        BadConfig(
            name: name, text: "{\n  \"themes\": [{ \"path\": \"Theme/brand.json\" }],\n  \(extra)\n}\n",
            problem: problem)
    }
}

private let badConfigs: [BadConfig] = [
    BadConfig(name: "not JSON", text: "{ \"themes\": [", problem: "1:14: themes[0]: not valid JSON: "),
    .withTheme("unknown key", "\"sheet\": [\"colors\"]", "3:3: sheet: unknown key; did you mean `sheets`?"),
    .withTheme("wrong type", "\"scale\": \"1\"", "3:12: scale: expected a number, found a string"),
    BadConfig(name: "themes empty", text: "{ \"themes\": [] }", problem: "1:13: themes: must list at least one entry"),
    BadConfig(
        name: "missing theme file", text: "{ \"themes\": [{ \"path\": \"Theme/absent.json\" }] }",
        problem: "1:24: themes[0].path: the theme file \"Theme/absent.json\" cannot be used: no such file"),
    .withTheme(
        "misspelt size category", "\"sizeCategories\": [\"accesibilityLarge\"]",
        "3:22: sizeCategories[0]: unknown size category \"accesibilityLarge\"; did you mean `accessibilityLarge`?"),
    .withTheme("scale 7", "\"scale\": 7", "3:12: scale: 7 is not allowed; expected one of: 1, 2, 3"),
    .withTheme(
        "unknown sheet", "\"sheets\": [\"colours\"]",
        "3:14: sheets[0]: unknown sheet \"colours\"; did you mean `colors`?"),
    .withTheme(
        "escaped theme text", "\"sheets\": [\"\\u001b[2Jx\"]",
        "3:14: sheets[0]: unknown sheet \"\\u{1B}[2Jx\" (expected one of:"),
]

@Test(arguments: badConfigs, ["render", "verify", "record"])
func aBadConfigExits65NamingFileLineColumnAndKeyBeforeAnythingIsWritten(config: BadConfig, command: String) throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory, config: config.text)
        let before = try FolderSnapshot(directory)
        let run = project.run([command, "-j", "1"])
        #expect(run.exitCode == .dataError)
        let lines = run.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first == "Error: gentle-specimen.json is not a valid gentle-specimen.json")
        #expect(lines.dropFirst().first?.hasPrefix("gentle-specimen.json:" + config.problem) == true)
        #expect(run.standardOutput.isEmpty)
        #expect(try FolderSnapshot(directory) == before)
    }
}

@Test func aConfigNamedWithConfigThatIsNotThereExits66() throws {
    try withTemporaryDirectory { directory in
        let run = try ProjectFolder(root: directory).run(["render", "--config", "absent.json"])
        #expect(run.exitCode == .noInput)
        #expect(run.firstErrorLine == "Error: absent.json: no such config file")
    }
}

private let oneSheetConfig = """
    { "themes": [{ "path": "Theme/brand.json", "name": "Brand" }],
      "sheets": ["colors"], "schemes": ["light"],
      "sizeCategories": ["accessibilityExtraExtraExtraLarge"],
      "scale": 1, "goldens": "Theme/Goldens", "report": "Theme/report" }
    """

@Test func aConfigInAParentFolderIsFoundAndItsPathsAreRelativeToIt() throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory, config: oneSheetConfig)
        let deep = try project.folder("App/Sources")
        let recorded = project.run(["record"], in: deep)
        #expect(recorded.exitCode == .success)
        #expect(
            recorded.standardOutput.hasPrefix(
                "config: \(project.root.appendingPathComponent("gentle-specimen.json").path)\n"
                    + "new       brand/colors-light@accessibilityExtraExtraExtraLarge\n"))
        #expect(project.files(under: "Theme/Goldens") == ["brand/colors-light@accessibilityExtraExtraExtraLarge.png"])
        let verified = project.run(["verify"], in: deep, variables: ["CI": "1"])
        #expect(verified.exitCode == .success)
        #expect(project.has("Theme/report/report.json"))
        #expect(!project.has("App/Sources/Goldens"))
    }
}

// Every command that reads the config says which, on its first line, so one found in a parent
// folder is never used silently.
@Test(arguments: [["render", "-o", "out"], ["verify"], ["record"]])
func theConfigInUseIsTheFirstLineOfTheRun(arguments: [String]) throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory, config: oneSheetConfig)
        let run = project.run(arguments, in: try project.folder("App"))
        let config = directory.appendingPathComponent("gentle-specimen.json").path
        #expect(run.standardOutput.hasPrefix("config: \(config)\n"), "\(run.standardError)")
    }
}

/// Whether this process may give a file away (root, as CI runs the tests here).
private let canChangeOwners: Bool = {
    let probe = FileManager.default.temporaryDirectory.appendingPathComponent("owner-probe-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: probe) }
    guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else { return false }
    return chown(probe.path, 4242, 4242) == 0
}()

// As git's safe.directory: a config in a shared parent folder (`/tmp`) belonging to someone else
// must not choose the themes a run reads and the goldens it writes.
@Test(.enabled(if: canChangeOwners, "this process cannot give a file to another user"))
func aFoundConfigOfAnotherOwnerIsRefusedAndOneNamedIsUsed() throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory, config: oneSheetConfig)
        #expect(chown(directory.appendingPathComponent("gentle-specimen.json").path, 4242, 4242) == 0)
        let found = project.run(["render", "-o", "out"], in: try project.folder("App"))
        #expect(found.exitCode == .dataError)
        #expect(
            found.firstErrorLine
                == "Error: \(directory.appendingPathComponent("gentle-specimen.json").path): is owned by another user"
                + " (uid 4242); a config found here is used"
                + " only when it is yours or root's (name it with --config to use it anyway)")
        #expect(!project.has("App/out"))
        let named = project.run(["render", "--config", "gentle-specimen.json", "-o", "out"])
        #expect(named.exitCode == .success, "\(named.standardError)")
    }
}

@Test func commandLineOptionsOverrideTheConfigOneByOne() throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory, config: oneSheetConfig)
        let themed = project.run(["render", "--scheme", "dark", "--size-category", "large", "-o", "out"])
        #expect(themed.exitCode == .success)
        #expect(project.files(under: "out") == ["brand/colors-dark.png"])
        let preset = project.run(["render", "--preset", "soft-green", "--sheet", "layout", "-o", "presets"])
        #expect(preset.exitCode == .success)
        #expect(project.files(under: "presets") == ["soft-green/layout-light@accessibilityExtraExtraExtraLarge.png"])
    }
}

@Test func configGatesFillInTheComparisonOptionsNotGiven() throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(
            root: directory,
            config:
                #"{ "themes": [{ "path": "Theme/brand.json" }], "compare": { "maxDiffPixels": 12, "threshold": 0.2 } }"#
        )
        let config = try SpecimenConfig.load(contentsOf: project.root.appendingPathComponent("gentle-specimen.json"))
        let environment = CommandEnvironment.testing(workingDirectory: project.root)
        let verify = try VerifyCommand.parse(["--threshold", "0.3"], environment: environment)
        let settings = try verify.selection.resolve(
            defaults: VerifyCommand.defaults, gates: verify.gates, environment: environment)
        let filled = verify.gates.merged(settings)
        #expect(filled.maxDiffPixels == 12)
        #expect(filled.threshold == 0.3)
        #expect(
            config.themes.map(\.url) == [project.root.appendingPathComponent("Theme/brand.json").standardizedFileURL])
    }
}
