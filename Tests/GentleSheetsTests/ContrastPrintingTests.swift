import GentleTheme
import GentleThemeDiff
import GentleTokens
import Testing

@testable import GentleSheets

/// A preset's text pair whose ratio rounds and cuts to different two-decimal figures.
struct PrintedContrastCase: Sendable, CustomTestStringConvertible {
    let preset: GentlePreset
    let text: GentleColorRole
    let ground: GentleColorRole
    /// The ratio as every surface must print it, cut to two decimals, with its mark.
    let printed: String

    var colors: ResolvedColors { ResolvedColors(tokens: preset.spec.colors, scheme: .light) }
    var testDescription: String { "\(preset.id) \(text.rawValue) on \(ground.rawValue)" }

    static let all = [
        // 4.4982 rounds to 4.50, which would read as meeting AA beside its "AA Large" mark.
        PrintedContrastCase(preset: .softGreen, text: .textTertiary, ground: .background, printed: "4.49 AA Large"),
        PrintedContrastCase(
            preset: .technicalBlue, text: .textTertiary, ground: .surfaceBase, printed: "3.85 AA Large"),
        PrintedContrastCase(preset: .gentleDefault, text: .textSecondary, ground: .surfaceBase, printed: "7.25 AAA"),
    ]
}

@Suite("Contrast ratios: the sheets print what compare prints")
struct ContrastPrintingTests {
    @Test(arguments: PrintedContrastCase.all)
    func theColoursSheetCutsTheRatio(_ pair: PrintedContrastCase) {
        #expect(ContrastPairs.value(pair.text, on: pair.ground, in: pair.colors) == pair.printed)
    }

    @Test(arguments: PrintedContrastCase.all)
    func compareNamesTheSameFigureAsTheSheet(_ pair: PrintedContrastCase) {
        var darker = pair.preset.spec
        darker.colors.pairByRole[pair.text.rawValue]?.lightHex = "#000000"
        let diff = ThemeDiff(
            old: ComparedTheme(name: "before", spec: pair.preset.spec), new: ComparedTheme(name: "after", spec: darker))
        #expect(DiffText.render(diff).contains("\(pair.text.rawValue) on \(pair.ground.rawValue)  \(pair.printed) → "))
    }
}
