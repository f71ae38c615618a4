import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// A theme cannot drive the terminal or forge a diagnostic line (issue 18): keys and file names
/// reach the console with control characters written as `\u{…}`, one diagnostic per line.
@Suite("Console output escapes untrusted text")
struct ConsoleInjectionTests {
    private static let theme = Fixtures.url("themes/control-characters-in-keys.json")

    private static func hasControlCharacters(_ text: String) -> Bool {
        text.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) }
    }

    @Test func validatePrintsOneEscapedLinePerDiagnostic() {
        let result = CapturedRun(["validate", Self.theme.path])
        #expect(result.exitCode == .success)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(
            lines[0].hasSuffix(":2:3: warning: \\u{1B}[2J\\u{1B}]0;pwned\\u{7}: unknown key; the package ignores it"))
        #expect(
            lines[1].hasSuffix(
                ":3:3: warning: x\\u{A}fake.json:1:1: error: injected line\\u{D}: unknown key; the package ignores it"))
        #expect(lines[2].hasSuffix(":4:3: warning: \\u{202E}evil: unknown key; the package ignores it"))
        #expect(!lines.contains { $0.hasPrefix("fake.json") })
        #expect(!Self.hasControlCharacters(result.standardOutput))
    }

    @Test func aFileNameWithEscapesIsPrintedInertInPathsAndErrors() throws {
        try withTemporaryDirectory { directory in
            let name = "evil\u{1B}[2J\u{07}.json"
            try Data().write(to: directory.appendingPathComponent(name))
            let environment = CommandEnvironment.testing(workingDirectory: directory)
            let validate = CapturedRun(["validate", name], environment: environment)
            #expect(validate.exitCode == .dataError)
            #expect(validate.standardOutput.hasPrefix("evil\\u{1B}[2J\\u{7}.json:1:1: error: (root): not valid JSON"))
            let render = CapturedRun(["render", "--theme", name, "-o", "out"], environment: environment)
            #expect(render.exitCode == .dataError)
            #expect(render.standardError.hasPrefix("Error: evil\\u{1B}[2J\\u{7}.json is not a valid theme\n"))
            #expect(!Self.hasControlCharacters(validate.standardOutput + render.standardError))
        }
    }
}
