import Foundation
import GentleSpecimenCLITestSupport
import GentleTokens
import Testing

@testable import GentleSpecimenCLI

/// `compare` and the pixels agree on press animations: a spec that no button role plays draws
/// nothing, so editing it is a note and exit 0, as `verify` passes; a played one is a change.
@Suite("compare: an animation no button plays is a note, as verify's pixels say")
struct CompareAnimationTests {
    @Test(arguments: [
        // Gentle Default's buttons play springBack, subtlePress and squish; none plays pop.
        ("pop", ExitCode.success),
        ("springBack", ExitCode.differences),
    ])
    func anAnimationChangeDiffersOnlyWhenAButtonPlaysIt(_ animation: String, exitCode: ExitCode) throws {
        try withTemporaryDirectory { directory in
            var edited = GentlePreset.gentleDefault.spec
            edited.buttons.animations[animation]?.springResponse = 0.9
            // One file name on both sides, so that the sheets print the same theme name.
            for (side, spec) in [("old", GentlePreset.gentleDefault.spec), ("new", edited)] {
                let folder = directory.appendingPathComponent(side)
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try GentleJSONCoding.encode(spec).write(to: folder.appendingPathComponent("theme.json"))
            }
            let environment = CommandEnvironment.testing(workingDirectory: directory)

            let run = CapturedRun(["compare", "old/theme.json", "new/theme.json"], environment: environment)
            #expect(run.exitCode == exitCode, "\(run.standardOutput)\(run.standardError)")
            let path = "buttons.animations.\(animation).springResponse"
            if exitCode == .success {
                #expect(run.standardOutput.hasPrefix("old/theme.json → new/theme.json: no changes\n"))
                #expect(run.standardOutput.contains("JSON differences without a visible effect\n  \(path)  "))
            } else {
                #expect(run.standardOutput.hasPrefix("old/theme.json → new/theme.json: 1 token changed\n"))
                #expect(run.standardOutput.contains("  \(path)  "))
            }
            #expect(run.standardOutput.contains(" → 0.9"))

            // The buttons sheet, where press curves are drawn, agrees: same pixels exactly when no change.
            for side in ["old", "new"] {
                let render = CapturedRun(
                    [
                        "render", "--theme", "\(side)/theme.json", "--sheet", "buttons", "--scheme", "light",
                        "--scale", "1", "--output", "\(side)-sheets",
                    ], environment: environment)
                #expect(render.exitCode == .success, "\(render.standardError)")
            }
            // The sheets' pixels, as verify compares them.
            let pixels = CapturedRun(
                ["diff", "old-sheets/theme/buttons-light.png", "new-sheets/theme/buttons-light.png"],
                environment: environment)
            #expect(pixels.exitCode == exitCode, "\(pixels.standardOutput)\(pixels.standardError)")
        }
    }
}
