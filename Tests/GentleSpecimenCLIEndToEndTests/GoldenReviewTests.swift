import Foundation
import GentleImage
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// The sheets the review flow draws: three of their four images paint the light primaryCTA, and
/// the dark buttons do not. Which of all the sheets paint a token is GoldenThemeChangeTests'
/// question (and DrawnTokenEndToEndTests', over every sheet); here it is the flow around them.
private let sheets = ["--sheet", "colors,buttons"]

/// A project with `brand.json` (Gentle Default with primaryCTA.lightHex #0B5FFF) and its goldens
/// of `sheets` recorded, in `directory`.
private func recordBrand(in directory: URL) throws {
    try brandTheme(lightHex: "#0B5FFF").write(to: directory.appendingPathComponent("brand.json"))
    let recorded = CapturedRun(
        ["record", "--theme", "brand.json", "--jobs", "2"] + sheets, environment: .testing(workingDirectory: directory))
    try #require(recorded.exitCode == .success, "\(recorded.standardError)")
}

private func brandTheme(lightHex: String) throws -> Data {
    let original = try String(contentsOf: Fixtures.url("interop/gentle-default.json"), encoding: .utf8)
    let pair = "\"primaryCTA\" : {\n        \"darkHex\" : \"#3B82F6\",\n        \"lightHex\" : \"#4A6EF5\""
    let changed = original.replacingOccurrences(
        of: pair, with: pair.replacingOccurrences(of: "#4A6EF5", with: lightHex))
    try #require(changed != original)
    return Data(changed.utf8)
}

private func verify(_ arguments: [String] = [], in directory: URL) -> CapturedRun {
    CapturedRun(
        ["verify", "--theme", "brand.json", "--jobs", "2"] + sheets + arguments,
        environment: .testing(variables: ["CI": "1"], workingDirectory: directory))
}

private func goldenHash(_ directory: URL, _ name: String) throws -> Data {
    try Data(contentsOf: directory.appendingPathComponent("Goldens/brand/\(name).png"))
}

// The whole review flow on a theme file: the edit is caught exactly in the three images that draw
// the token and named old → new across them; the report is complete; accepting one case takes
// its golden, and an accept after the golden changed underneath refuses and writes nothing.
@Test func aThemeFileEditIsRolledUpReportedAndAcceptedFromTheReport() throws {
    try withTemporaryDirectory { directory in
        try recordBrand(in: directory)
        try brandTheme(lightHex: "#0A4FD6").write(to: directory.appendingPathComponent("brand.json"))

        let run = verify(in: directory)
        #expect(run.exitCode == .differences)
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == "changed tokens:")
        // Both colors sheets (each shows light and dark) and the light buttons paint the light primaryCTA.
        #expect(lines[1].hasPrefix("  colors.primaryCTA.light #0B5FFF → #0A4FD6 — 3 images, "))
        #expect(lines.filter { $0.hasPrefix("differences brand/") }.count == 3)
        #expect(lines.last?.hasPrefix("1 passed, 3 failed; report: ") == true)

        let report = directory.appendingPathComponent("specimen-report")
        let summary = try String(contentsOf: report.appendingPathComponent("summary.md"), encoding: .utf8)
        #expect(summary.hasPrefix("## Golden images: 1 passed, 3 failed\n"))
        // Markdown escapes `#` so a value cannot start a heading.
        #expect(summary.contains("- colors.primaryCTA.light \\#0B5FFF → \\#0A4FD6"))
        let junit = try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("file=\"brand.json\""))
        #expect(junit.contains("token changed: colors.primaryCTA.light #0B5FFF → #0A4FD6"))
        let json =
            try JSONSerialization.jsonObject(with: Data(contentsOf: report.appendingPathComponent("report.json")))
            as? [String: Any]
        #expect(json?["version"] as? Int == 2)
        #expect(json?["tool"] as? String == "gentle-specimen \(ToolInfo.version)")
        #expect(json?["goldens"] as? String == "Goldens")
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<nav class=\"thumbs\">"))
        #expect(html.contains("gentle-specimen accept ./specimen-report brand/colors-light"))
        #expect(html.contains("class=\"crop-image\""))

        let before = try goldenHash(directory, "buttons-light")
        let accepted = CapturedRun(
            ["accept", "specimen-report", "brand/colors-light"], environment: .testing(workingDirectory: directory))
        #expect(accepted.exitCode == .success, "\(accepted.standardError)")
        #expect(accepted.standardOutput == "accepted  brand/colors-light\n1 accepted into Goldens\n")
        let taken = try PNGDecoder().decode(
            contentsOf: directory.appendingPathComponent("Goldens/brand/colors-light.png"))
        let actual = try PNGDecoder().decode(contentsOf: report.appendingPathComponent("brand/colors-light/actual.png"))
        #expect(taken.bitmap == actual.bitmap)
        // The report's image is written fast (igzip); the golden is encoded again with the
        // goldens' own zlib level 9, so its bytes are the same on every run.
        let takenBytes = try Data(contentsOf: directory.appendingPathComponent("Goldens/brand/colors-light.png"))
        #expect([UInt8](takenBytes) == (try PNGEncoder(compressionLevel: 9).encode(taken.bitmap, text: taken.text)))
        #expect(
            [UInt8](try Data(contentsOf: report.appendingPathComponent("brand/colors-light/actual.png")))
                != [UInt8](takenBytes))
        #expect(
            taken.text.contains { $0.key == "gentle.tokens" && $0.value.contains("colors.primaryCTA.light #0A4FD6") })

        // Accepting it again finds it taken already.
        let again = CapturedRun(
            ["accept", "specimen-report", "brand/colors-light"], environment: .testing(workingDirectory: directory))
        #expect(again.exitCode == .success, "\(again.standardError)")
        #expect(
            again.standardOutput
                == "unchanged brand/colors-light: its golden already is the report's actual image\n"
                + "1 accepted into Goldens (1 already were)\n")

        // A golden rewritten since the report compared against it is refused, and nothing is written.
        let buttons = directory.appendingPathComponent("Goldens/brand/buttons-light.png")
        let edited = try PNGDecoder().decode(contentsOf: buttons)
        try PNGEncoder().write(
            edited.bitmap, text: edited.text + [PNGTextEntry(key: "edited", value: "1")], to: buttons)
        let rewritten = try goldenHash(directory, "buttons-light")
        let changed = CapturedRun(
            ["accept", "specimen-report", "--all"], environment: .testing(workingDirectory: directory))
        #expect(changed.exitCode == .differences)
        #expect(changed.firstErrorLine.contains("'brand/buttons-light'"))
        #expect(try goldenHash(directory, "buttons-light") == rewritten)
        try before.write(to: buttons)

        // A fresh report: --all takes the two still failing, and then nothing differs.
        #expect(verify(in: directory).exitCode == .differences)
        let all = CapturedRun(
            ["accept", "specimen-report", "--all"], environment: .testing(workingDirectory: directory))
        #expect(all.exitCode == .success, "\(all.standardError)")
        #expect(all.standardOutput.hasSuffix("2 accepted into Goldens\n"))
        #expect(verify(in: directory).exitCode == .success)
        // Its failure images are gone with the failures; only the run files stay.
        let left = try FileManager.default.contentsOfDirectory(atPath: report.path).sorted()
        #expect(left == ["index.html", "junit.xml", "report.json", "summary.md"])
    }
}

// Goldens drawn by another renderer are compared perceptually, and the run says what changed.
@Test func aFingerprintChangeSwitchesToPerceptualAndSaysSo() throws {
    try withTemporaryDirectory { directory in
        try recordBrand(in: directory)
        let url = directory.appendingPathComponent("Goldens/brand/colors-light.png")
        let golden = try PNGDecoder().decode(contentsOf: url)
        let text = golden.text.map { $0.key == "renderer.freetype" ? PNGTextEntry(key: $0.key, value: "2.99.0") : $0 }
        try PNGEncoder().write(golden.bitmap, text: text, to: url)
        let current = try #require(golden.text.value(forKey: "renderer.freetype"))

        let run = verify(in: directory)
        #expect(run.exitCode == .success, "\(run.standardOutput)")
        let notice =
            "compared perceptually (threshold 0.1) for 1 image: the renderer changed since the goldens "
            + "were recorded: renderer.freetype: 2.99.0 → \(current)"
        #expect(run.standardOutput.hasPrefix(notice + "\n"))
        let summary = try String(
            contentsOf: directory.appendingPathComponent("specimen-report/summary.md"), encoding: .utf8)
        #expect(summary.contains(notice))

        let exact = verify(["--compare", "exact"], in: directory)
        #expect(exact.exitCode == .success)
        #expect(!exact.standardOutput.contains("compared perceptually"))
    }
}

// A bare verify with nothing recorded refuses rather than writing 72 goldens.
@Test func aBareVerifyWithoutGoldensRefusesAndSaysHowToStart() throws {
    try withTemporaryDirectory { directory in
        let run = CapturedRun(["verify"], environment: .testing(workingDirectory: directory))
        #expect(run.exitCode == .usage)
        #expect(run.firstErrorLine.hasPrefix("Error: There are no goldens at 'Goldens' and no theme was named."))
        #expect(run.standardError.contains("gentle-specimen record --theme FILE"))
        let listing = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(listing.isEmpty)
    }
}

@Test(arguments: [
    (["accept", "report"], "Name the cases to accept, or give '--all'"),
    (["accept", "report", "a/b", "--all"], "Give either case names or '--all', not both"),
])
func acceptRefusesAnUnclearChoice(arguments: [String], message: String) {
    let run = CapturedRun(arguments)
    #expect(run.exitCode == .usage)
    #expect(run.firstErrorLine == "Error: \(message)")
}
