import Foundation
import GentleSpecimen
import GentleSpecimenCLITestSupport
import GentleTheme
import Testing

@testable import GentleSpecimenCLI

private func parse<C: Command>(
    _ type: C.Type, _ arguments: [String], environment: CommandEnvironment = .testing()
) throws -> C {
    try C.parse(arguments, environment: environment)
}

/// The selection a command draws, merged with no config (none exists under `/project`).
private func resolved(_ options: SelectionOptions, _ defaults: SpecimenSettings.Defaults) throws -> SpecimenSettings {
    try options.resolve(defaults: defaults, environment: .testing())
}

/// A theme file given on the command line, resolved against `/project`.
private func file(_ path: String) -> ThemeSource {
    .file(CommandEnvironment.testing().givenPath(path))
}

@Test func renderDefaultsAreTheDesignedOnes() throws {
    let render = try parse(RenderCommand.self, [])
    let selection = try resolved(render.selection, RenderCommand.defaults)
    #expect(selection.themes == .preset(.gentleDefault))
    #expect(selection.sheets.sheets == SheetKind.allCases)
    #expect(selection.schemes == [.light, .dark])
    #expect(selection.sizeCategories == [.large])
    #expect(selection.scale.factor == 2)
    #expect(selection.ios == .standard)
    #expect(!selection.isStrict)
    #expect(selection.config == nil)
    #expect(render.format == .png)
    #expect(render.outputDirectory.path == "/project/specimens")
    #expect(render.batch.jobCount == 4)
    #expect(selection.fontManifest == nil)
    #expect(!render.writesRegions)
    #expect(render.batch.progress == .lines)
}

@Test func renderReadsEveryOptionType() throws {
    let render = try parse(
        RenderCommand.self,
        [
            "--theme", "themes/mine.json", "--sheet", "buttons,typography", "--scheme=dark",
            "--size-category", "accessibilityExtraExtraExtraLarge,large", "--scale", "3",
            "--format", "svg", "-o", "/out", "-j", "2", "--fonts", "fonts.json", "--regions", "--name", "Mine",
            "--ios", "18", "--strict",
        ])
    let selection = try resolved(render.selection, RenderCommand.defaults)
    #expect(selection.themes == file("themes/mine.json"))
    #expect(selection.sheets.sheets == [.typography, .buttons])
    #expect(selection.schemes == [.dark])
    #expect(selection.sizeCategories == [.accessibilityExtraExtraExtraLarge, .large])
    #expect(selection.scale == .three)
    #expect(selection.displayName == "Mine")
    #expect(selection.ios == .iOS18)
    #expect(selection.isStrict)
    #expect(render.format == .svg)
    #expect(render.outputDirectory.path == "/out")
    #expect(render.batch.jobCount == 2)
    #expect(selection.fontManifest?.path == "/project/fonts.json")
    #expect(render.writesRegions)
}

@Test func theFontsVariableIsTheEnvironmentFormOfFontsAndTheOptionWins() throws {
    let environment = CommandEnvironment.testing(variables: ["GENTLE_SPECIMEN_FONTS": "env/manifest.json"])
    let fromVariable = try parse(RecordCommand.self, [], environment: environment)
    #expect(fromVariable.selection.fontManifest?.path == "/project/env/manifest.json")
    let fromOption = try parse(RecordCommand.self, ["--fonts", "/opt/fonts.json"], environment: environment)
    #expect(fromOption.selection.fontManifest?.path == "/opt/fonts.json")
}

@Test func themesAndPresetsRepeatAndPresetsTakeLists() throws {
    let verify = try parse(VerifyCommand.self, ["--theme", "a.json", "--theme", "b/c.json"])
    #expect(verify.selection.themes.source == .several([file("a.json"), file("b/c.json")]))
    let record = try parse(RecordCommand.self, ["--preset", "soft-green,bold-orange", "--preset", "compact-mint"])
    #expect(
        record.selection.themes.source
            == .several([.preset(.softGreen), .preset(.boldOrange), .preset(.compactMint)]))
}

@Test func siteMixesThemesAndPresetsInCommandLineOrderEachNamedByTheNameAfterIt() throws {
    let site = try parse(
        SiteCommand.self,
        [
            "--preset", "soft-green", "--name", "Green", "--theme", "a.json", "--name", "Brand <b>", "--preset",
            "bold-orange",
        ])
    try site.validate()
    #expect(site.selection.displayName == nil)
    #expect(
        site.selection.themes.source
            == .several([
                .named(.preset(.softGreen), "Green"), .named(file("a.json"), "Brand <b>"), .preset(.boldOrange),
            ]))
}

/// One theme on the command line (or none: the config's one) takes one `--name` wherever it stands.
@Test(arguments: [
    ["--name", "Mine", "--theme", "a.json"], ["--theme", "a.json", "--name", "Mine"], ["--name", "Mine"],
])
func oneNameNamesTheSingleThemeWhereverItStands(arguments: [String]) throws {
    let render = try parse(RenderCommand.self, arguments)
    try render.validate()
    #expect(render.selection.displayName == "Mine")
    #expect(render.selection.themes.source == (arguments.contains("a.json") ? file("a.json") : nil))
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
    ("--theme", "a.json", file("a.json")),
])
func presetAndThemeChooseTheSource(option: String, value: String, source: ThemeSource) throws {
    #expect(
        try resolved(parse(RenderCommand.self, [option, value]).selection, RenderCommand.defaults).themes == source)
    #expect(
        try resolved(parse(VerifyCommand.self, [option, value]).selection, VerifyCommand.defaults).themes == source)
}

@Test func verifyAndRecordCoverEveryPresetByDefault() throws {
    #expect(try resolved(parse(VerifyCommand.self, []).selection, VerifyCommand.defaults).themes == .allPresets)
    #expect(try resolved(parse(RecordCommand.self, []).selection, VerifyCommand.defaults).themes == .allPresets)
    #expect(try resolved(parse(RecordCommand.self, []).selection, VerifyCommand.defaults).scale == .one)
    #expect(try parse(TokensCommand.self, []).theme == .preset(.gentleDefault))
}

@Test func verifyDefaultsAreTheDesignedOnes() throws {
    let verify = try parse(VerifyCommand.self, [])
    let settings = try verify.selection.resolve(
        defaults: VerifyCommand.defaults, locations: verify.locations, gates: verify.gates, environment: .testing())
    #expect(settings.goldens.url.path == "/project/Goldens")
    #expect(settings.report.url.path == "/project/specimen-report")
    #expect(verify.gates.threshold == 0.1)
    #expect(verify.gates.maxDiffPixels == nil)
    #expect(verify.gates.maxDiffRatio == nil)
    #expect(verify.gates.detectsAntialiasing)
    #expect(verify.gates.checkerboard)
    #expect(verify.batch.jobCount == 4)
}

@Test func comparisonOptionsAreReadForDiff() throws {
    let diff = try parse(
        DiffCommand.self,
        [
            "old.png", "--threshold", "0.25", "new.png", "--max-diff-pixels", "12",
            "--max-diff-ratio=0.5", "--no-aa", "--no-checkerboard", "--output", "d.png",
        ])
    #expect(diff.expectedImage == ImageFile(path: "old.png", url: URL(fileURLWithPath: "/project/old.png")))
    #expect(diff.actualImage.url.path == "/project/new.png")
    #expect(diff.diffImage?.path == "/project/d.png")
    #expect(diff.gates.threshold == 0.25)
    #expect(diff.gates.maxDiffPixels == 12)
    #expect(diff.gates.maxDiffRatio == 0.5)
    #expect(!diff.gates.detectsAntialiasing)
    #expect(!diff.gates.checkerboard)
    #expect(!diff.gates.comparisonOptions().checkerboard)
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
