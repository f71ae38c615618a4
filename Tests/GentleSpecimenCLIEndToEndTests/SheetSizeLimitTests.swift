import Foundation
import GentleRaster
import GentleSheets
import GentleSpecimen
import GentleSpecimenCLITestSupport
import GentleTheme
import GentleTokens
import Testing

@testable import GentleSpecimenCLI

/// A valid theme with every value at its `GentleValueLimit` edge: each number is drawable alone,
/// but their sums are not.
private let absurdTheme = Fixtures.url("themes/absurd-limits.json")

@Test(arguments: ["typography", "colors", "surfaces", "buttons"])
func aThemeAtTheValueLimitsIsRefusedBeforeItsCanvasIsMade(sheet: String) throws {
    try withTemporaryDirectory { directory in
        let arguments = [
            "render", "--theme", absurdTheme.path, "--sheet", sheet, "--scheme", "dark",
            "--size-category", "accessibilityExtraExtraExtraLarge", "--scale", "3", "-o", "out",
        ]
        let result = CapturedRun(arguments, environment: .testing(workingDirectory: directory))
        #expect(result.exitCode == .dataError)
        let sheetName = "\(absurdTheme.path): the \(sheet)-dark sheet"
        #expect(result.firstErrorLine.hasPrefix("Error: \(sheetName) would be 2880 × "))
        #expect(result.firstErrorLine.contains("over the limit of 32767 px a side and 100 megapixels"))
        let written = FileManager.default.enumerator(atPath: directory.appendingPathComponent("out").path)
        #expect(written?.allObjects.isEmpty ?? true)
    }
}

/// No value is an error, each being within its limit; the sheets they add up to are, as `render`
/// refuses them: what `validate` accepts renders.
@Test func theThemeAtTheValueLimitsIsRefusedForItsSheetsAlone() {
    let result = CapturedRun(["validate", absurdTheme.path])
    #expect(result.exitCode == .dataError)
    let problems = result.standardOutput.split(separator: "\n").dropLast()
    #expect(!problems.isEmpty)
    #expect(problems.allSatisfy { $0.contains(": error: the ") && $0.contains(" sheet would be ") })
}

/// Every preset's every sheet, at the largest text size and scale 3, lies within the cap: the cap
/// refuses only themes no one would draw.
@Test(arguments: SheetKind.allCases)
func everyPresetSheetFitsTheCanvasLimitAtTheLargestSize(sheet: SheetKind) throws {
    let typesetter = Typesetter(fonts: try FontLibrary.bundled())
    for preset in GentlePreset.all {
        let context = SheetContext(
            spec: preset.spec, themeName: preset.name, scheme: .light,
            sizeCategory: .accessibilityExtraExtraExtraLarge, measurer: typesetter)
        let page = try sheet.layout(context).pageSize
        #expect(CanvasLimit.accepts(page, scale: 3), "\(preset.id) \(sheet): \(page.width) × \(page.height) pt")
    }
}
