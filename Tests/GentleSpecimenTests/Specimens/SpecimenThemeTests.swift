import Foundation
import GentleSpecimen
import GentleTokens
import Testing

@Test func allPresetsLoadInCatalogueOrder() {
    let themes = SpecimenTheme.presets
    #expect(themes.map(\.id) == GentlePreset.all.map(\.id))
    #expect(themes.map(\.name) == GentlePreset.all.map(\.name))
    #expect(themes.map(\.spec) == GentlePreset.all.map(\.spec))
}

@Test(arguments: GentlePreset.all)
func aPresetIsFoundByItsID(preset: GentlePreset) {
    #expect(SpecimenTheme(presetID: preset.id) == SpecimenTheme(preset))
}

@Test func anUnknownPresetIDFindsNone() {
    #expect(SpecimenTheme(presetID: "gentle-defualt") == nil)
}

@Test(arguments: [nil, "Brand"])
func aThemeFilesIDIsItsBaseNameAndItsNameDefaultsToIt(name: String?) throws {
    try withTemporaryDirectory { directory in
        let url = directory.appendingPathComponent("brand.json")
        try GentleJSONCoding.encode(GentlePreset.classicTan.spec).write(to: url)
        let theme = try SpecimenTheme.load(contentsOf: url, name: name, displayPath: "Theme/brand.json")
        #expect(theme.id == "brand")
        #expect(theme.name == (name ?? "brand"))
        #expect(theme.origin == "Theme/brand.json")
        #expect(theme.spec == GentlePreset.classicTan.spec)
    }
}

@Test func aMissingThemeFileIsUnreadableNamingItAsGiven() throws {
    try withTemporaryDirectory { directory in
        let url = directory.appendingPathComponent("absent.json")
        #expect(throws: GentleThemeLoadError.unreadable(fileName: "Theme/absent.json", reason: "no such file")) {
            try SpecimenTheme.load(contentsOf: url, displayPath: "Theme/absent.json")
        }
    }
}

@Test func anInvalidThemeFileListsItsProblems() throws {
    try withTemporaryDirectory { directory in
        let url = directory.appendingPathComponent("broken.json")
        try Data("{".utf8).write(to: url)
        #expect(throws: GentleThemeLoadError.self) { try SpecimenTheme.load(contentsOf: url) }
    }
}
