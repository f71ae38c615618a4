import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// What `validate` accepts without an error renders: a theme whose every value is in range but
/// whose sheet is larger than any canvas is an error of `validate` (without `--strict`) exactly
/// when `render` refuses it; and `--strict` refuses a press animation whose preview would be cut.
@Suite struct ValidateMatchesRenderEndToEndTests {
    /// The example theme with the first `original` after `anchor` replaced by `replacement`,
    /// written as `name` in `directory`.
    static func edited(
        _ original: String, after anchor: String, _ replacement: String, as name: String, in directory: URL
    ) throws {
        let text = try String(contentsOf: Fixtures.url("interop/gentle-default.json"), encoding: .utf8)
        let start = try #require(text.range(of: anchor)).upperBound
        let range = try #require(text.range(of: original, range: start..<text.endIndex))
        try text.replacingCharacters(in: range, with: replacement)
            .write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    // 499 pt is inside 1…500, but body text at 499 pt makes the controls sheet 70,342 px tall.
    @Test func aThemeRenderRefusesIsAnErrorOfValidate() throws {
        try withTemporaryDirectory { directory in
            try Self.edited(
                "\"pointSize\" : 17", after: "\"body_m\" : {", "\"pointSize\" : 499", as: "big.json", in: directory)
            let environment = CommandEnvironment.testing(workingDirectory: directory)

            let render = CapturedRun(
                ["render", "--theme", "big.json", "--sheet", "controls", "--scheme", "light", "-o", "out"],
                environment: environment)
            let validate = CapturedRun(["validate", "big.json"], environment: environment)

            #expect(render.exitCode == .dataError, "\(render.standardError)")
            #expect(validate.exitCode == .dataError)
            #expect(validate.standardOutput.contains("big.json: error: the controls-light sheet would be "))
            #expect(!validate.standardOutput.contains("0 errors"))
        }
    }

    @Test(arguments: [("60", "0.0001"), ("0.45", "-0.0")])
    func strictNamesASpringThatSettlesPastThePreviewBound(response: String, damping: String) throws {
        try withTemporaryDirectory { directory in
            try Self.edited(
                "\"springDamping\" : 0.45,\n        \"springResponse\" : 0.45", after: "\"springBack\" : {",
                "\"springDamping\" : \(damping),\n        \"springResponse\" : \(response)", as: "slow.json",
                in: directory)
            let environment = CommandEnvironment.testing(workingDirectory: directory)

            let plain = CapturedRun(["validate", "slow.json"], environment: environment)
            let strict = CapturedRun(["validate", "--strict", "slow.json"], environment: environment)

            #expect(plain.exitCode == .success, "\(plain.standardOutput)")
            #expect(strict.exitCode == .dataError)
            #expect(
                strict.standardOutput.hasPrefix(
                    "slow.json: error: buttons.animations.springBack: the spring settles after 102.4 s "),
                "\(strict.standardOutput)")
            #expect(strict.standardOutput.contains("used by primary), past the 3.0 s a press preview shows"))
        }
    }
}
