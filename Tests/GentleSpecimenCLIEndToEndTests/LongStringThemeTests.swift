import Foundation
import GentleSpecimenCLITestSupport
import GentleTokens
import Testing

@testable import GentleSpecimenCLI

/// A megabyte-long invalid hex or spec version (issue 18) is quoted shortened by `validate` and
/// never typeset: the colors sheet draws before, taking 10 s and 400 MB and then failing with a
/// misleading "reduce the theme's sizes".
@Suite("Long theme strings are neither printed nor drawn in full")
struct LongStringThemeTests {
    private static func theme(hex: String, specVersion: String) throws -> Data {
        var spec = GentlePreset.gentleDefault.spec
        spec.specVersion = specVersion
        spec.colors.pairByRole["primaryCTA"] = GentleColorPair(lightHex: hex, darkHex: "#3B82F6")
        return try GentleJSONCoding.encode(spec)
    }

    @Test func validateQuotesAShortenedValueByItsPath() throws {
        try withTemporaryDirectory { directory in
            let long = String(repeating: "Z", count: 1 << 20)
            try Self.theme(hex: long, specVersion: long).write(to: directory.appendingPathComponent("long.json"))
            let result = CapturedRun(["validate", "long.json"], environment: .testing(workingDirectory: directory))
            #expect(result.exitCode == .success)
            let lines = result.standardOutput.split(separator: "\n")
            let shortened = String(repeating: "Z", count: 40) + "… (1048576 characters)"
            #expect(
                lines.contains {
                    $0.hasSuffix(
                        ": warning: _specVersion: spec version \"\(shortened)\"; this tool reads 0.7.0 (the package never checks it)"
                    )
                })
            #expect(
                lines.contains {
                    $0.hasSuffix(
                        ": warning: colors.pairByRole.primaryCTA.lightHex: \"\(shortened)\" is not #RRGGBB or #RRGGBBAA; the package draws it as #000000"
                    )
                })
            #expect(result.standardOutput.utf8.count < 2_000)
        }
    }

    @Test func theSheetsDrawWithoutTheLongText() throws {
        try withTemporaryDirectory { directory in
            let long = String(repeating: "Z", count: 1 << 20)
            try Self.theme(hex: long, specVersion: long).write(to: directory.appendingPathComponent("long.json"))
            let result = CapturedRun(
                [
                    "render", "--theme", "long.json", "--sheet", "colors,typography", "--scheme", "light", "--scale",
                    "1",
                    "-o", "out",
                ],
                environment: .testing(workingDirectory: directory))
            #expect(result.exitCode == .success, "\(result.standardError)")
            let lines = result.standardOutput.split(separator: "\n")
            #expect(lines.count == 2)
            #expect(lines.first?.hasSuffix("out/long/typography-light.png") == true)
            #expect(lines.last?.hasSuffix("out/long/colors-light.png") == true)
        }
    }
}
