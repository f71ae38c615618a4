import Foundation
import GentleTokens
import Testing
@testable import GentleSpecimenCLI

@Test func allPresetsLoadInCatalogueOrder() throws {
    let themes = try NamedTheme.load(.allPresets, environment: .testing())
    #expect(themes.map(\.id) == GentlePreset.all.map(\.id))
    #expect(themes.map(\.name) == GentlePreset.all.map(\.name))
    #expect(themes.map(\.spec) == GentlePreset.all.map(\.spec))
}

@Test func aThemeFilesIdIsItsBaseName() throws {
    let environment = CommandEnvironment.testing(workingDirectory: Fixtures.directory)
    let themes = try NamedTheme.load(.file("themes/warnings-only.json"), environment: environment)
    #expect(themes.map(\.id) == ["warnings-only"])
    #expect(themes.map(\.name) == ["warnings-only"])
    let interop = try NamedTheme.load(.file("interop/classic-tan.json"), environment: environment)
    #expect(interop.map(\.id) == ["classic-tan"])
    #expect(interop.map(\.spec) == [GentlePreset.classicTan.spec])
}
