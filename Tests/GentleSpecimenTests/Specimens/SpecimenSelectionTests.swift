import GentleSpecimen
import GentleTheme
import GentleTokens
import Testing

@Test func aSelectionListsThemeThenSizeThenSheetThenScheme() {
    let selection = SpecimenSelection(
        themes: [SpecimenTheme(.gentleDefault), SpecimenTheme(.softGreen)], sheets: [.colors, .buttons],
        schemes: [.light, .dark], sizeCategories: [.large, .accessibilityMedium])
    #expect(
        selection.cases.map(\.name) == [
            "gentle-default/colors-light", "gentle-default/colors-dark",
            "gentle-default/buttons-light", "gentle-default/buttons-dark",
            "gentle-default/colors-light@accessibilityMedium", "gentle-default/colors-dark@accessibilityMedium",
            "gentle-default/buttons-light@accessibilityMedium", "gentle-default/buttons-dark@accessibilityMedium",
            "soft-green/colors-light", "soft-green/colors-dark",
            "soft-green/buttons-light", "soft-green/buttons-dark",
            "soft-green/colors-light@accessibilityMedium", "soft-green/colors-dark@accessibilityMedium",
            "soft-green/buttons-light@accessibilityMedium", "soft-green/buttons-dark@accessibilityMedium",
        ])
}

@Test func theDefaultSelectionIsEveryOneThemeSheetInBothSchemesAtLarge() {
    let cases = SpecimenSelection(themes: [SpecimenTheme(.gentleDefault)]).cases
    #expect(cases.count == SheetKind.standard(forThemeCount: 1).count * 2)
    #expect(cases.allSatisfy { $0.sizeCategory == .large })
}

@Test(arguments: [("brand", true), ("../up", false), ("a\\b", false)])
func aCaseNamesItsGoldenWhenTheThemeIDCan(id: String, valid: Bool) {
    let specimen = SpecimenCase(
        theme: SpecimenTheme(id: id, spec: GentlePreset.gentleDefault.spec), sheet: .colors, scheme: .dark)
    #expect(specimen.relativePath(format: .svg) == "\(id)/colors-dark.svg")
    #expect(((try? specimen.goldenID()) != nil) == valid)
}
