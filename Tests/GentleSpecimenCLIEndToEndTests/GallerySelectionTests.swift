import GentleSpecimen
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

@Suite struct GallerySelectionTests {
    @Test(arguments: [
        ("all", 1, SheetKind.allCases.filter { !$0.spansThemes }), ("all", 9, SheetKind.allCases),
        ("gallery", 1, [SheetKind.gallery]), ("colors,gallery", 2, [.colors, .gallery]),
    ])
    func allDrawsTheGalleryOnlyForSeveralThemes(text: String, themeCount: Int, sheets: [SheetKind]) throws {
        let selection = try #require(SheetSelection(argument: text))
        #expect(selection.sheets(forThemeCount: themeCount) == sheets)
    }

    @Test func theGalleryIsOneJobPerSchemeWithEveryThemeAtTheOutputRoot() throws {
        let themes = try ThemeSource.allPresets.load()
        let jobs = SpecimenSelection(themes: themes, sheets: [.colors, .gallery], schemes: [.light, .dark]).cases
        #expect(jobs.count == 9 * 2 + 2)
        let gallery = jobs.filter { $0.sheet == .gallery }
        #expect(gallery.map { $0.relativePath(format: .png) } == ["gallery-light.png", "gallery-dark.png"])
        #expect(gallery.allSatisfy { $0.runThemes == themes && $0.theme == themes[0] })
        #expect(jobs.first?.relativePath(format: .svg) == "gentle-default/colors-light.svg")
    }

    @Test func onlyPresetsCarryTheirCatalogueText() throws {
        let preset = try #require(try ThemeSource.preset(.boldOrange).load().first)
        #expect(preset.about?.summary == "Vibrant, energetic with strong presence")
    }
}
