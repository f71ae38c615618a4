import Foundation
import GentleGolden
import GentleTokens
import Testing
@testable import GentleSpecimenCLI

/// Gentle Default's theme file with only `themePrimary` changed, light and dark, saved as
/// `gentle-default.json` in `directory` so its sheets are named and headed as the original's.
private func themePrimaryChanged(in directory: URL) throws -> URL {
    let original = try String(contentsOf: Fixtures.url("interop/gentle-default.json"), encoding: .utf8)
    let pair = "\"themePrimary\" : {\n        \"darkHex\" : \"#3B82F6\",\n        \"lightHex\" : \"#4A6EF5\""
    let changed = original.replacingOccurrences(
        of: pair,
        with: "\"themePrimary\" : {\n        \"darkHex\" : \"#F59E0B\",\n        \"lightHex\" : \"#0F766E\"")
    try #require(changed != original)
    let url = directory.appendingPathComponent("gentle-default.json")
    try Data(changed.utf8).write(to: url)
    return url
}

// On the surfaces sheet themePrimary paints only the backdrops; the pixels it moves there lie
// in the backdrop regions (or, seen through a card or under its shadow, in the card's), so
// none is reported outside every token.
@Test(arguments: [GentleColorScheme.light, .dark])
func aThemePrimaryChangeOnTheSurfacesSheetIsNamedByTheBackdrops(scheme: GentleColorScheme) throws {
    try withTemporaryDirectory { directory in
        let environment = CommandEnvironment.testing(workingDirectory: directory)
        let originalFile = Fixtures.url("interop/gentle-default.json").path
        let original = try #require(try NamedTheme.load(.file(originalFile), environment: environment).first)
        let changed = try #require(
            try NamedTheme.load(.file(try themePrimaryChanged(in: directory).path), environment: environment).first)
        let check = try GoldenCaseCheck(
            goldens: directory.appendingPathComponent("Goldens"), settings: VerificationSettings(mode: .never))
        let golden = try check.renderer.goldenCase(
            SpecimenJob(theme: original, sheet: .surfaces, scheme: scheme), fingerprint: check.fingerprint)
        try check.verifier.store.write(golden.actual, fingerprint: golden.fingerprint, for: golden.id)

        let result = try check.check(SpecimenJob(theme: changed, sheet: .surfaces, scheme: scheme))

        let attribution = try #require(result.attribution)
        #expect(attribution.outsideAnyToken == 0)
        #expect(attribution.shares.allSatisfy { $0.token.hasPrefix("surfaces.") })
        let backdrops = attribution.shares.filter { $0.token.hasSuffix(".backdrop") }
        #expect(backdrops.count == GentleSurfaceRole.allCases.count)
        // Materials and Liquid Glass show the backdrop's colours, so a card can hold many of the
        // moved pixels, but the backdrops together hold the most.
        let inBackdrops = backdrops.reduce(0) { $0 + $1.pixels }
        let inCards = attribution.shares.filter { !$0.token.hasSuffix(".backdrop") }.reduce(0) { $0 + $1.pixels }
        #expect(inBackdrops > inCards, "\(attribution.shares.map { "\($0.token) \($0.pixels)" })")
    }
}
