import Foundation
import GentleSpecimen
import Testing

/// A type-size change makes sheets taller; the failure still has its picture: a diff image over
/// both canvases, counts that the run's totals include, and the changed token named.
@Suite struct SizeChangeEndToEndTests {
    @Test func aTypeSizeChangeHasADiffImageAndCounts() throws {
        try withTemporaryDirectory { directory in
            let goldens = directory.appendingPathComponent("Goldens")
            func cases(_ size: Double) -> [SpecimenCase] {
                var spec = GentlePreset.gentleDefault.spec
                spec.typography.roles["body_m"]?.pointSize = size
                let theme = SpecimenTheme(id: "brand", name: "Brand", spec: spec)
                return SpecimenSelection(themes: [theme], sheets: [.typography], schemes: [.light]).cases
            }
            let fonts = try SpecimenFonts.bundled()
            let recorded = try GoldenCheck(goldens: goldens, settings: VerificationSettings(mode: .all), fonts: fonts)
                .run(cases(17), jobs: 1)
            let report = ReportWriter(directory: directory.appendingPathComponent("report"))
            let check = try GoldenCheck(
                goldens: goldens, settings: VerificationSettings(mode: .never), fonts: fonts, report: report,
                clock: .fixed(0))

            let run = try report.write(check.run(cases(18), jobs: 1))

            let result = try #require(run.results.first)
            let old = try #require(recorded.results.first?.imageSize)
            let new = try #require(result.imageSize)
            #expect(old.width == new.width && old.height < new.height)
            #expect(result.status == .sizeMismatch(expected: old, actual: new))
            #expect(!run.passes)
            let pixels = try #require(result.difference?.differingPixels)
            #expect(pixels > (new.height - old.height) * new.width)
            #expect(result.headline.hasSuffix("size differs: \(old) → \(new)"))
            #expect(result.tokenChanges.map(\.line) == ["typography.body_m.pointSize 17 → 18"])
            #expect(run.tokenRollUp.entries.map(\.pixels) == [pixels])
            #expect(!result.changedAreas.isEmpty)
            let diff = directory.appendingPathComponent("report/brand/typography-light/diff.png")
            #expect(FileManager.default.fileExists(atPath: diff.path))
            let html = try String(contentsOf: directory.appendingPathComponent("report/index.html"), encoding: .utf8)
            #expect(html.contains("brand/typography-light/diff.png"))
            #expect(html.contains("class=\"crops\""))
        }
    }
}
