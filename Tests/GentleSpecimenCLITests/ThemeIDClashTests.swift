import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// Two `--theme` files with one base name (issue 33): `verify --theme a/brand.json --theme
/// b/brand.json` checked only the first and passed, because both draw under the id `brand` and
/// the second was dropped. Every command that draws refuses the pair as the config does (65),
/// naming both files, before anything is read or written.
@Suite("Two theme files with one id")
struct ThemeIDClashTests {
    static let commands = ["render", "verify", "record", "site"]

    static let expectedError =
        "Error: the theme files \"a/brand.json\" and \"b/brand.json\" are both named \"brand\", and the two "
        + "would share goldens (rename one file)"

    /// Every file of the project, which a refused run leaves alone.
    static let themeFiles = ["Theme/brand.json", "a/brand.json", "b/brand.json"]

    /// A project with `Theme/brand.json`, and copies of it at `a/brand.json` and `b/brand.json`.
    private static func project(in directory: URL, config: String? = nil) throws -> ProjectFolder {
        let project = try ProjectFolder(root: directory, config: config)
        for folder in ["a", "b"] {
            _ = try project.folder(folder)
            try FileManager.default.copyItem(
                at: directory.appendingPathComponent("Theme/brand.json"),
                to: directory.appendingPathComponent("\(folder)/brand.json"))
        }
        return project
    }

    @Test(arguments: commands)
    func twoThemeFilesWithOneBaseNameAreRefusedNamingBoth(command: String) throws {
        try withTemporaryDirectory { directory in
            let project = try Self.project(in: directory)
            let run = project.run([command, "--theme", "a/brand.json", "--theme", "b/brand.json"])
            #expect(run.exitCode == .dataError)
            #expect(run.firstErrorLine == Self.expectedError)
            #expect(project.files(under: ".") == Self.themeFiles)
        }
    }

    @Test(arguments: commands)
    func theConfigRefusesTheSamePairWithTheSameCodeAndWords(command: String) throws {
        let config = #"{ "themes": [{ "path": "a/brand.json" }, { "path": "b/brand.json" }] }"#
        try withTemporaryDirectory { directory in
            let project = try Self.project(in: directory, config: config)
            let run = project.run([command])
            #expect(run.exitCode == .dataError)
            #expect(
                run.standardError.contains(
                    "themes[1].path: " + Self.expectedError.dropFirst("Error: ".count)))
        }
    }
}
