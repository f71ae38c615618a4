import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// Values the package accepts but no sheet can draw (issue 18): `validate` calls each an error at
/// its place, and every command that draws exits 65 with the same line before it writes a file
/// or touches a golden. Before, `validate` passed them and `render` ended in cairo's exit 70.
struct UndrawableTheme: Sendable, CustomTestStringConvertible {
    let file: String
    let diagnostic: String
    var testDescription: String { file }

    static let all = [
        UndrawableTheme(
            file: "pressed-scale-zero.json",
            diagnostic: "69:26: error: buttons.roles.primary.pressedScale: 0 is below 0.01;"
                + " a smaller or mirrored press cannot be drawn"),
        UndrawableTheme(
            file: "pressed-scale-tiny.json",
            diagnostic: "69:26: error: buttons.roles.primary.pressedScale: 1e-300 is below 0.01;"
                + " a smaller or mirrored press cannot be drawn"),
        UndrawableTheme(
            file: "point-size-negative-zero.json",
            diagnostic: "515:23: error: typography.roles.largeTitle_xxl.pointSize: -0 pt is below 1 pt;"
                + " smaller text cannot be set"),
        UndrawableTheme(
            file: "spacing-negative.json",
            diagnostic: "251:13: error: layout.scale.m: -12 pt is below 0 pt; a negative step cannot be laid out"),
    ]
}

@Suite("Undrawable themes are refused before drawing")
struct UndrawableThemeTests {
    @Test(arguments: UndrawableTheme.all)
    func validateCallsItAnError(theme: UndrawableTheme) throws {
        let path = Fixtures.url("themes/\(theme.file)").path
        let result = CapturedRun(["validate", path])
        #expect(result.exitCode == .dataError)
        #expect(result.standardOutput.hasPrefix("\(path):\(theme.diagnostic)\n"))
    }

    @Test(arguments: UndrawableTheme.all, ["render", "verify", "record", "tokens"])
    func everyCommandExits65BeforeWritingAnything(theme: UndrawableTheme, command: String) throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.copyItem(
                at: Fixtures.url("themes/\(theme.file)"), to: directory.appendingPathComponent(theme.file))
            let goldens = directory.appendingPathComponent("Goldens/\(theme.file.dropLast(5))")
            try FileManager.default.createDirectory(at: goldens, withIntermediateDirectories: true)
            let golden = goldens.appendingPathComponent("colors-light.png")
            try Data("old golden".utf8).write(to: golden)
            var arguments = [command, "--theme", theme.file]
            if command == "render" { arguments += ["-o", "out"] }
            if command == "verify" { arguments += ["--record", "all", "--report", "report"] }
            let result = CapturedRun(arguments, environment: .testing(workingDirectory: directory))
            #expect(result.exitCode == .dataError)
            #expect(result.standardError.contains("\n\(theme.file):\(theme.diagnostic)\n"))
            let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
            #expect(entries == ["Goldens", theme.file])
            #expect(try FileManager.default.contentsOfDirectory(atPath: goldens.path) == ["colors-light.png"])
            #expect(try Data(contentsOf: golden) == Data("old golden".utf8))
        }
    }
}
