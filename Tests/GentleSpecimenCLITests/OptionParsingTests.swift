import Foundation
import GentleSpecimen
import GentleTheme
import Testing

@testable import GentleSpecimenCLI

private func parse<C: Command>(
    _ type: C.Type, _ arguments: [String], environment: CommandEnvironment = .testing()
) throws -> C {
    try C.parse(arguments, environment: environment)
}

@Test func renderDefaultsAreTheDesignedOnes() throws {
    let render = try parse(RenderCommand.self, [])
    #expect(render.theme == .preset(.gentleDefault))
    #expect(render.sheets.sheets == SheetKind.allCases)
    #expect(render.scheme == .both)
    #expect(render.sizeCategory == .large)
    #expect(render.scale.factor == 2)
    #expect(render.format == .png)
    #expect(render.outputDirectory.path == "/project/specimens")
    #expect(render.batch.jobCount == 4)
    #expect(render.fontManifest == nil)
    #expect(!render.writesRegions)
    #expect(render.batch.progress == .lines)
}

@Test func renderReadsEveryOptionType() throws {
    let render = try parse(
        RenderCommand.self,
        [
            "--theme", "themes/mine.json", "--sheet", "buttons,typography", "--scheme=dark",
            "--size-category", "accessibilityExtraExtraExtraLarge", "--scale", "3",
            "--format", "svg", "-o", "/out", "-j", "2", "--fonts", "fonts.json", "--regions",
        ])
    #expect(render.theme == .file("themes/mine.json"))
    #expect(render.sheets.sheets == [.typography, .buttons])
    #expect(render.scheme == .dark)
    #expect(render.sizeCategory == .accessibilityExtraExtraExtraLarge)
    #expect(render.scale == .three)
    #expect(render.format == .svg)
    #expect(render.outputDirectory.path == "/out")
    #expect(render.batch.jobCount == 2)
    #expect(render.fontManifest?.path == "/project/fonts.json")
    #expect(render.writesRegions)
}

@Test(arguments: ContentSizeCategory.allCases)
func everySizeCategoryIsAccepted(category: ContentSizeCategory) throws {
    let tokens = try parse(TokensCommand.self, ["--size-category", category.rawValue])
    #expect(tokens.sizeCategory == category)
}

@Test func thereAreTwelveSizeCategoriesFromXSmallToAX5() {
    #expect(ContentSizeCategory.allCases.count == 12)
    #expect(ContentSizeCategory.allCases.first == .xSmall)
    #expect(ContentSizeCategory.allCases.last == .accessibilityExtraExtraExtraLarge)
}

@Test(arguments: [
    ("--preset", "all", ThemeSource.allPresets),
    ("--preset", "compact-mint", ThemeSource.preset(.compactMint)),
    ("--theme", "a.json", ThemeSource.file("a.json")),
])
func presetAndThemeChooseTheSource(option: String, value: String, source: ThemeSource) throws {
    #expect(try parse(RenderCommand.self, [option, value]).theme == source)
    #expect(try parse(VerifyCommand.self, [option, value]).theme == source)
}

@Test func verifyAndRecordCoverEveryPresetByDefault() throws {
    #expect(try parse(VerifyCommand.self, []).theme == .allPresets)
    #expect(try parse(RecordCommand.self, []).theme == .allPresets)
    #expect(try parse(TokensCommand.self, []).theme == .preset(.gentleDefault))
}

@Test func verifyDefaultsAreTheDesignedOnes() throws {
    let verify = try parse(VerifyCommand.self, [])
    #expect(verify.goldensDirectory.path == "/project/Goldens")
    #expect(verify.reportDirectory.path == "/project/specimen-report")
    #expect(verify.gates.threshold == 0.1)
    #expect(verify.gates.maxDiffPixels == nil)
    #expect(verify.gates.maxDiffRatio == nil)
    #expect(verify.gates.detectsAntialiasing)
    #expect(verify.batch.jobCount == 4)
}

@Test func comparisonOptionsAreReadForDiff() throws {
    let diff = try parse(
        DiffCommand.self,
        [
            "old.png", "--threshold", "0.25", "new.png", "--max-diff-pixels", "12",
            "--max-diff-ratio=0.5", "--no-aa", "--output", "d.png",
        ])
    #expect(diff.expectedImage == ImageFile(path: "old.png", url: URL(fileURLWithPath: "/project/old.png")))
    #expect(diff.actualImage.url.path == "/project/new.png")
    #expect(diff.diffImage?.path == "/project/d.png")
    #expect(diff.gates.threshold == 0.25)
    #expect(diff.gates.maxDiffPixels == 12)
    #expect(diff.gates.maxDiffRatio == 0.5)
    #expect(!diff.gates.detectsAntialiasing)
}

@Test func doubleDashEndsOptions() throws {
    let diff = try parse(DiffCommand.self, ["--", "-a.png", "--b.png"])
    #expect(diff.expectedImage.path == "-a.png")
    #expect(diff.actualImage.url.lastPathComponent == "--b.png")
}

@Test func validateTakesEveryFileInOrder() throws {
    let validate = try parse(ValidateCommand.self, ["b.json", "a.json", "-", "c.json"])
    #expect(validate.themeFiles == ["b.json", "a.json", "-", "c.json"])
}

@Test func presetsExportDirectoryIsResolved() throws {
    #expect(try parse(PresetsCommand.self, []).exportDirectory == nil)
    #expect(try parse(PresetsCommand.self, ["--export", "out"]).exportDirectory?.path == "/project/out")
}

@Test(arguments: [
    ("typography", [SheetKind.typography]),
    ("buttons,colors,buttons", [.colors, .buttons]),
    ("all", SheetKind.allCases),
])
func sheetListsAreReadInRenderOrder(text: String, sheets: [SheetKind]) {
    #expect(SheetSelection(argument: text)?.sheets == sheets)
}

@Test(arguments: ["", ",", "typography,", "all,colors", "Typography"])
func malformedSheetListsAreRefused(text: String) {
    #expect(SheetSelection(argument: text) == nil)
}
