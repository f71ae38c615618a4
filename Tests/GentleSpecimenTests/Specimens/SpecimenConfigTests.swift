import Foundation
import GentleSpecimen
import GentleTheme
import GentleTokens
import Testing

/// The example config, every key given.
private let fullConfig = """
    { "themes": [ { "path": "Theme/brand.json", "name": "Brand" } ],
      "sheets": ["typography", "colors", "surfaces", "buttons"],
      "schemes": ["light", "dark"],
      "sizeCategories": ["large", "accessibilityExtraExtraExtraLarge"],
      "scale": 1, "ios": 18, "goldens": "Theme/Goldens", "report": "specimen-report",
      "fonts": "Fonts/manifest.json", "compare": { "maxDiffPixels": 0, "maxDiffRatio": 0.5, "threshold": 0.2 } }
    """

@Test func everyKeyOfTheConfigIsReadWithPathsRelativeToItsFolder() throws {
    try withTemporaryDirectory { directory in
        let themes = directory.appendingPathComponent("Theme")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try GentleJSONCoding.encode(GentlePreset.classicTan.spec).write(to: themes.appendingPathComponent("brand.json"))
        let file = directory.appendingPathComponent(SpecimenConfig.fileName)
        try Data(fullConfig.utf8).write(to: file)

        let config = try SpecimenConfig.load(contentsOf: file, displayPath: "gentle-specimen.json")
        let root = directory.standardizedFileURL
        #expect(
            config.themes == [
                .init(path: "Theme/brand.json", url: root.appendingPathComponent("Theme/brand.json"), name: "Brand")
            ])
        #expect(config.sheets == [.typography, .colors, .surfaces, .buttons])
        #expect(config.schemes == [.light, .dark])
        #expect(config.sizeCategories == [.large, .accessibilityExtraExtraExtraLarge])
        #expect(config.scale == 1)
        #expect(config.ios == .iOS18)
        #expect(config.goldens == root.appendingPathComponent("Theme/Goldens"))
        #expect(config.report == root.appendingPathComponent("specimen-report"))
        #expect(config.fonts == root.appendingPathComponent("Fonts/manifest.json"))
        #expect(config.compare == .init(maxDiffPixels: 0, maxDiffRatio: 0.5, threshold: 0.2))
        #expect(try config.loadThemes().map(\.name) == ["Brand"])
    }
}

@Test func theConfigIsFoundInTheNearestParentAndNotFoundWhenThereIsNone() throws {
    try withTemporaryDirectory { directory in
        let deep = directory.appendingPathComponent("a/b/c")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        // Above the temporary folder, up to the root, nothing of this test's is found.
        #expect(SpecimenConfig.find(from: deep)?.path.hasPrefix(directory.path) != true)
        let file = directory.appendingPathComponent("a/\(SpecimenConfig.fileName)")
        try Data("{}".utf8).write(to: file)
        #expect(SpecimenConfig.find(from: deep)?.path == file.standardizedFileURL.path)
    }
}

@Test func aDuplicateKeyATrailingCommaAndTwoThemesWithOneIDAreEachAProblem() throws {
    try withTemporaryDirectory { directory in
        for folder in ["a", "b"] {
            let url = directory.appendingPathComponent("\(folder)/brand.json")
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try GentleJSONCoding.encode(GentlePreset.softGreen.spec).write(to: url)
        }
        let text = """
            { "themes": [{ "path": "a/brand.json" }, { "path": "b/brand.json" }], "scale": 1, "scale": 2, }
            """
        let file = directory.appendingPathComponent(SpecimenConfig.fileName)
        #expect {
            try SpecimenConfig.parse(Data(text.utf8), file: file, displayPath: "c.json")
        } throws: { error in
            guard case SpecimenConfigError.invalid(_, let problems) = error else { return false }
            return problems.map(\.description) == [
                "c.json:1:52: themes[1].path: the theme files \"a/brand.json\" and \"b/brand.json\" are both named "
                    + "\"brand\", and the two would share goldens (rename one file)",
                "c.json:1:83: scale: duplicate key",
                "c.json:1:93: (root): trailing comma after the last member",
            ]
        }
    }
}
