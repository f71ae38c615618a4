import Foundation
import GentleGolden
import GentleImage
import GentleSpecimen
import GentleTokens
import Testing

/// Gentle Default with only `themePrimary` changed, light and dark, under the preset's own id so
/// its sheets are named and headed as the original's.
private let themePrimaryChanged: SpecimenTheme = {
    var spec = GentlePreset.gentleDefault.spec
    spec.colors.pairByRole[GentleColorRole.themePrimary.rawValue] = GentleColorPair(
        lightHex: "#0F766E", darkHex: "#F59E0B")
    return SpecimenTheme(id: "gentle-default", name: "Gentle Default", spec: spec)
}()

private func check(in directory: URL, mode: RecordMode, report: Bool = true) throws -> GoldenCheck {
    try GoldenCheck(
        goldens: directory.appendingPathComponent("Goldens"),
        settings: VerificationSettings(
            mode: mode, options: ComparisonOptions(producesDiffImage: true, producesDifferenceMask: true)),
        fonts: try SpecimenFonts.bundled(),
        report: report ? ReportWriter(directory: directory.appendingPathComponent("report")) : nil)
}

/// `GoldenCheck` on drawn sheets: what it writes and keeps, and what it tells a caller.
@Suite struct GoldenCheckEndToEndTests {
    // On the surfaces sheet themePrimary paints only the backdrops; the pixels it moves there lie
    // in the backdrop regions (or, seen through a card or under its shadow, in the card's), so
    // none is reported outside every token.
    @Test(arguments: [GentleColorScheme.light, .dark])
    func aThemePrimaryChangeOnTheSurfacesSheetIsNamedByTheBackdrops(scheme: GentleColorScheme) throws {
        try withTemporaryDirectory { directory in
            let recording = try check(in: directory, mode: .all)
            _ = try recording.check(
                SpecimenCase(theme: SpecimenTheme(.gentleDefault), sheet: .surfaces, scheme: scheme))

            let result = try check(in: directory, mode: .never)
                .check(SpecimenCase(theme: themePrimaryChanged, sheet: .surfaces, scheme: scheme))

            let attribution = try #require(result.attribution)
            #expect(attribution.outsideAnyToken == 0)
            #expect(attribution.shares.allSatisfy { $0.token.hasPrefix("surfaces.") })
            let backdrops = attribution.shares.filter { $0.token.hasSuffix(".backdrop") }
            #expect(backdrops.count == GentleSurfaceRole.allCases.count)
            #expect(backdrops.allSatisfy { $0.pixels > 0 })
            // Materials and Liquid Glass show the backdrop's colours, so a card can hold many of the
            // moved pixels, but the backdrops together hold the most.
            let inBackdrops = backdrops.reduce(0) { $0 + $1.pixels }
            let inCards = attribution.shares.filter { !$0.token.hasSuffix(".backdrop") }.reduce(0) { $0 + $1.pixels }
            #expect(inBackdrops > inCards, "\(attribution.shares.map { "\($0.token) \($0.pixels)" })")
        }
    }

    // The golden's old pixels must survive as expected.png even when the mode replaces the golden.
    @Test func aReplacedGoldensOldPixelsAreKeptAsTheExpectedArtifact() throws {
        try withTemporaryDirectory { directory in
            let original = SpecimenCase(theme: SpecimenTheme(.gentleDefault), sheet: .colors, scheme: .light)
            _ = try check(in: directory, mode: .all, report: false).check(original)
            let golden = try Data(
                contentsOf: directory.appendingPathComponent("Goldens/gentle-default/colors-light.png"))

            let result = try check(in: directory, mode: .failed)
                .check(SpecimenCase(theme: themePrimaryChanged, sheet: .colors, scheme: .light))

            #expect(result.write == .updated)
            #expect(result.images == nil)
            let expected = try Data(
                contentsOf: directory.appendingPathComponent("report/gentle-default/colors-light/expected.png"))
            #expect(try PNGDecoder().decode([UInt8](expected)).bitmap == PNGDecoder().decode([UInt8](golden)).bitmap)
        }
    }

    @Test func withoutAReportAFailingCaseKeepsItsImages() throws {
        try withTemporaryDirectory { directory in
            let specimen = SpecimenCase(theme: SpecimenTheme(.gentleDefault), sheet: .colors, scheme: .dark)
            let result = try check(in: directory, mode: .never, report: false).check(specimen)
            #expect(result.status == .missingGolden)
            #expect(result.images?.actual.width == 960)
        }
    }

    // A report that cannot be written is found before any golden is touched.
    @Test func anUnwritableReportIsRefusedBeforeAnyGoldenIsWritten() throws {
        try withTemporaryDirectory { directory in
            try Data().write(to: directory.appendingPathComponent("report"))
            #expect(throws: ReportError.self) { try check(in: directory, mode: .all) }
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("Goldens").path))
        }
    }

    @Test(arguments: [1, 2])
    func aRunGivesTheSameResultsWhateverTheJobCount(jobs: Int) throws {
        try withTemporaryDirectory { directory in
            let cases = SpecimenSelection(themes: [SpecimenTheme(.compactMint)], sheets: [.colors, .buttons]).cases
            let run = try check(in: directory, mode: .missing).run(cases, jobs: jobs)
            #expect(run.results.map(\.id.path) == cases.map(\.name).sorted())
            #expect(run.results.allSatisfy { $0.status == .missingGolden && $0.write == .created })
        }
    }

    // The check writes its own run files: a caller that runs it has a whole report, with nothing
    // left to write after `run` (issue 24).
    @Test func aRunWritesTheReportsRunFiles() throws {
        try withTemporaryDirectory { directory in
            let specimen = SpecimenCase(theme: SpecimenTheme(.gentleDefault), sheet: .colors, scheme: .light)
            let run = try check(in: directory, mode: .missing).run([specimen], jobs: 1)

            #expect(run.results.map(\.id.path) == ["gentle-default/colors-light"])
            for name in ReportWriter.runFiles {
                #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("report/\(name)").path))
            }
        }
    }

    // The verifier alone decides which artifacts a comparison paints: settings that ask for no diff
    // image still get one for a case that differs.
    @Test func theVerifierPaintsTheDiffOfADifferingCaseUnasked() throws {
        try withTemporaryDirectory { directory in
            let goldens = directory.appendingPathComponent("Goldens")
            let fonts = try SpecimenFonts.bundled()
            _ = try GoldenCheck(goldens: goldens, settings: VerificationSettings(mode: .all), fonts: fonts)
                .check(SpecimenCase(theme: SpecimenTheme(.gentleDefault), sheet: .colors, scheme: .light))

            let result = try GoldenCheck(goldens: goldens, settings: VerificationSettings(mode: .never), fonts: fonts)
                .check(SpecimenCase(theme: themePrimaryChanged, sheet: .colors, scheme: .light))

            #expect(!result.passes)
            #expect(result.images?.diff != nil)
        }
    }
}
