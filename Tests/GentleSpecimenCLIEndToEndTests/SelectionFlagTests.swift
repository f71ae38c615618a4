import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSheets
@testable import GentleSpecimen
@testable import GentleSpecimenCLI

/// One sheet in one scheme keeps each run to a single image per theme.
private let oneSheet = ["--sheet", "colors", "--scheme", "light", "-j", "1"]

@Test func twoThemesAreVerifiedInOneRunAndOneReport() throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory)
        try FileManager.default.copyItem(
            at: Fixtures.url("interop/soft-green.json"), to: directory.appendingPathComponent("Theme/green.json"))
        let themes = ["--theme", "Theme/brand.json", "--theme", "Theme/green.json"]
        #expect(project.run(["record"] + themes + oneSheet).exitCode == .success)
        #expect(project.files(under: "Goldens") == ["brand/colors-light.png", "green/colors-light.png"])
        let verified = project.run(["verify"] + themes + oneSheet, variables: ["CI": "1"])
        #expect(verified.exitCode == .success)
        let report = directory.appendingPathComponent("specimen-report")
        #expect(verified.standardOutput.hasSuffix("2 passed, 0 failed; report: \(report.path)/index.html\n"))
        let json = try String(contentsOf: report.appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("brand/colors-light") && json.contains("green/colors-light"))
    }
}

@Test func aSizeCategoryAwayFromLargeIsInTheGoldenPath() throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory)
        let arguments =
            ["--theme", "Theme/brand.json", "--size-category", "accessibilityExtraExtraExtraLarge"] + oneSheet
        #expect(project.run(["record"] + arguments).exitCode == .success)
        #expect(project.files(under: "Goldens") == ["brand/colors-light@accessibilityExtraExtraExtraLarge.png"])
        #expect(project.run(["verify"] + arguments, variables: ["CI": "1"]).exitCode == .success)
    }
}

/// Every text a layout draws, groups included.
private func texts(of elements: [SheetElement]) -> [String] {
    elements.flatMap { element -> [String] in
        switch element.content {
        case .text(let block): [block.text]
        case .group(let group): texts(of: group.children)
        default: []
        }
    }
}

@Test(arguments: [["--theme", "Theme/brand.json"], ["--preset", "classic-tan"]])
func nameIsWhatTheSheetHeaderShows(theme: [String]) throws {
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(root: directory)
        let environment = CommandEnvironment.testing(workingDirectory: directory)
        let render = try RenderCommand.parse(theme + ["--name", "Brand Sheet"] + oneSheet, environment: environment)
        let selection = try render.selection.resolve(defaults: RenderCommand.defaults, environment: environment)
        let context = CommandContext(
            environment: environment, output: OutputSink(standardOutput: { _ in }, standardError: { _ in }))
        let specimen = try #require(
            selection.cases(of: try selection.loadThemes(in: context, command: RenderCommand.spec)).first)
        let layout = try SpecimenRenderer(fonts: try SpecimenFonts.bundled(), scale: 1).drawn(specimen).layout
        #expect(texts(of: layout.elements).contains("Brand Sheet"))
        #expect(specimen.name.hasSuffix("/colors-light"))
        #expect(
            project.run(["render", "--name", "Brand Sheet", "-o", "out", "--scale", "1"] + theme + oneSheet).exitCode
                == .success)
    }
}

@Test func nameWithSeveralThemesIsAUsageError() throws {
    let given = CapturedRun(["verify", "--name", "Brand", "--theme", "a.json", "--theme", "b.json"])
    #expect(given.exitCode == .usage)
    #expect(given.firstErrorLine.hasPrefix("Error: '--name' comes before any '--theme' or '--preset'"))
    #expect(CapturedRun(["record", "--preset", "all", "--name", "Brand"]).exitCode == .usage)
    try withTemporaryDirectory { directory in
        let project = try ProjectFolder(
            root: directory,
            config: #"{ "themes": [{ "path": "Theme/brand.json" }, { "path": "Theme/other.json" }] }"#)
        try FileManager.default.copyItem(
            at: Fixtures.url("interop/soft-green.json"), to: directory.appendingPathComponent("Theme/other.json"))
        let before = try FolderSnapshot(directory)
        let configured = project.run(["render", "--name", "Brand", "-o", "out"])
        #expect(configured.exitCode == .usage)
        #expect(
            configured.firstErrorLine
                == "Error: '--name' names a single theme, but 2 themes were given; name each theme in the config's "
                + "\"name\", or write '--theme FILE --name NAME' for each")
        #expect(try FolderSnapshot(directory) == before)
    }
}
