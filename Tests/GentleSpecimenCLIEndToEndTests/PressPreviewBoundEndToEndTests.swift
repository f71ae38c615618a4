import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// A spring that never settles within SwiftUI's 102.4 s horizon draws a preview of at most 3 s
/// of press and 3 s of release, and `render --animate` says the preview is cut.
@Suite struct PressPreviewBoundEndToEndTests {
    @Test func aSlowSpringsPreviewIsCutAndSaysSo() throws {
        try withTemporaryDirectory { directory in
            try ValidateMatchesRenderEndToEndTests.edited(
                "\"springDamping\" : 0.45,\n        \"springResponse\" : 0.45", after: "\"springBack\" : {",
                "\"springDamping\" : 0.0001,\n        \"springResponse\" : 60", as: "slow.json", in: directory)

            let run = CapturedRun(
                [
                    "render", "--theme", "slow.json", "--sheet", "buttons", "--scheme", "light", "--scale", "1",
                    "--animate", "-o", "out",
                ],
                environment: .testing(workingDirectory: directory))

            #expect(run.exitCode == .success, "\(run.standardError)")
            let preview = directory.appendingPathComponent("out/slow/buttons-primary-press-light.png")
            #expect(
                run.standardOutput.contains(
                    "note: \(preview.path): the primary press settles after 102.4 s; the preview shows 3.0 s of "
                        + "press and 3.0 s of release\n"),
                "\(run.standardOutput)")
            #expect(try Self.frameCount(of: [UInt8](Data(contentsOf: preview))) <= 361)
            #expect(!run.standardOutput.contains("buttons-secondary-press-light.png: the"))
        }
    }

    /// The `num_frames` of an APNG's `acTL`, the chunk right after IHDR.
    static func frameCount(of png: [UInt8]) throws -> Int {
        let acTL = 8 + 25
        try #require(png.count > acTL + 12 && String(decoding: png[(acTL + 4)..<(acTL + 8)], as: UTF8.self) == "acTL")
        return png[(acTL + 8)..<(acTL + 12)].reduce(0) { ($0 << 8) | Int($1) }
    }
}
