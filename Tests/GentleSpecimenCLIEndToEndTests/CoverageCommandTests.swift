import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

@Suite("coverage: each token's images and regions, and the tokens no image draws")
struct CoverageCommandTests {
    /// A token and where the light colors sheet of Gentle Default draws it; an empty list for none.
    @Test(arguments: [
        ("colors.primaryCTA.light", "colors-light", "colors.primaryCTA"),
        ("colors.primaryCTA.dark", "colors-light", "colors.primaryCTA"),
        ("colors.textSecondary.light", "colors-light", "colors.textSecondary"),
        ("typography.caption_s.pointSize", "colors-light", "(page)"),
        ("buttons.animations.bouncy.duration", "", ""),
    ])
    func namesTheImageAndRegionOfEachToken(_ token: String, _ image: String, _ region: String) throws {
        let run = CapturedRun(
            ["coverage", "--preset", "gentle-default", "--sheet", "colors", "--scheme", "light", "--format", "json"])
        #expect(run.exitCode == .success, "\(run.standardError)")
        let documents = try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [[String: Any]]
        let document = try #require(documents?.first)
        let uses = try #require((document["tokens"] as? [String: [[String: Any]]])?[token])
        let undrawn = document["undrawn"] as? [String] ?? []
        guard !image.isEmpty else {
            #expect(uses.isEmpty && undrawn.contains(token))
            return
        }
        #expect(!undrawn.contains(token))
        let use = try #require(uses.first { $0["image"] as? String == image })
        #expect((use["regions"] as? [String])?.contains(region) == true)
    }

    @Test func textListsTheUndrawnTokensFirst() {
        let run = CapturedRun(["coverage", "--preset", "gentle-default", "--sheet", "colors", "--scheme", "light"])
        #expect(run.exitCode == .success)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("coverage of gentle-default: ") == true)
        #expect(lines.dropFirst().first == "in no image:")
        #expect(lines.contains("  colors.primaryCTA.light"))
    }
}
