import Foundation
import GentleSpecimen
import GentleTokens
import Testing

/// The working directory the merged folders are resolved against.
private let project = URL(fileURLWithPath: "/project")
/// How the tests' "CLI" shows a folder the config names, so the naming is visible in a value.
private let shown: @Sendable (URL) -> String = { "shown:\($0.path)" }
/// `verify`'s defaults in shape: every preset at scale 1.
private let defaults = SpecimenSettings.Defaults(themes: .allPresets, scale: .one)

/// A config that names only its one required theme, every other key left to the command.
private func bareConfig() throws -> SpecimenConfig {
    try withTemporaryDirectory { directory in
        try GentleJSONCoding.encode(GentlePreset.classicTan.spec).write(
            to: directory.appendingPathComponent("brand.json"))
        return try SpecimenConfig.parse(
            Data(#"{ "themes": [{ "path": "brand.json" }] }"#.utf8),
            file: directory.appendingPathComponent(SpecimenConfig.fileName), displayPath: SpecimenConfig.fileName)
    }
}

private func merged(_ given: SpecimenOptions, _ config: SpecimenConfig?) -> SpecimenSettings {
    SpecimenSettings(given: given, config: config, defaults: defaults, workingDirectory: project, displayPath: shown)
}

/// One merged value: how the command line gives it, how a config sets it, and what the settings
/// hold when each (or neither) says, written as text so that every field compares the same way.
struct MergedField: Sendable, CustomTestStringConvertible {
    let name: String
    let give: @Sendable (inout SpecimenOptions) -> Void
    let configure: @Sendable (inout SpecimenConfig) -> Void
    let read: @Sendable (SpecimenSettings) -> String
    let given: String
    let configured: String
    let fallback: String

    var testDescription: String { name }

    static func field<Value>(
        _ name: String, _ path: KeyPath<SpecimenSettings, Value> & Sendable,
        give: @escaping @Sendable (inout SpecimenOptions) -> Void,
        configure: @escaping @Sendable (inout SpecimenConfig) -> Void, given: Value, configured: Value,
        fallback: Value
    ) -> MergedField {
        MergedField(
            name: name, give: give, configure: configure, read: { String(describing: $0[keyPath: path]) },
            given: String(describing: given), configured: String(describing: configured),
            fallback: String(describing: fallback))
    }

    /// A folder as the settings name it.
    static func folder(_ path: String, _ url: String) -> GivenPath {
        GivenPath(path, url: URL(fileURLWithPath: url))
    }

    static let all: [MergedField] = [
        field(
            "sheets", \.sheets, give: { $0.sheets = SheetSelection(listing: [.colors]) },
            configure: { $0.sheets = [.layout, .typography] }, given: SheetSelection(listing: [.colors]),
            configured: SheetSelection(listing: [.typography, .layout]), fallback: .all),
        field(
            "schemes", \.schemes, give: { $0.schemes = [.dark] }, configure: { $0.schemes = [.light] },
            given: [.dark], configured: [.light], fallback: [.light, .dark]),
        field(
            "size categories", \.sizeCategories, give: { $0.sizeCategories = [.xSmall] },
            configure: { $0.sizeCategories = [.accessibilityExtraExtraExtraLarge] }, given: [.xSmall],
            configured: [.accessibilityExtraExtraExtraLarge], fallback: [.large]),
        field(
            "scale", \.scale, give: { $0.scale = .three }, configure: { $0.scale = .two }, given: .three,
            configured: .two, fallback: .one),
        field(
            "fonts", \.fontManifest, give: { $0.fontManifest = URL(fileURLWithPath: "/opt/fonts.json") },
            configure: { $0.fonts = URL(fileURLWithPath: "/repo/Fonts/manifest.json") },
            given: URL(fileURLWithPath: "/opt/fonts.json"),
            configured: URL(fileURLWithPath: "/repo/Fonts/manifest.json"),
            fallback: nil),
        field(
            "ios", \.ios, give: { $0.ios = .iOS26 }, configure: { $0.ios = .iOS18 }, given: .iOS26,
            configured: .iOS18, fallback: .standard),
        field(
            "goldens", \.goldens, give: { $0.goldens = GivenPath("g", url: URL(fileURLWithPath: "/project/g")) },
            configure: { $0.goldens = URL(fileURLWithPath: "/repo/Theme/Goldens") },
            given: folder("g", "/project/g"), configured: folder("shown:/repo/Theme/Goldens", "/repo/Theme/Goldens"),
            fallback: folder("Goldens", "/project/Goldens")),
        field(
            "report", \.report, give: { $0.report = GivenPath("./r", url: URL(fileURLWithPath: "/project/r")) },
            configure: { $0.report = URL(fileURLWithPath: "/repo/report") }, given: folder("./r", "/project/r"),
            configured: folder("shown:/repo/report", "/repo/report"),
            fallback: folder("./specimen-report", "/project/specimen-report")),
        field(
            "threshold", \.compare.threshold, give: { $0.compare.threshold = 0.3 },
            configure: { $0.compare.threshold = 0.2 }, given: 0.3, configured: 0.2, fallback: nil),
        field(
            "max-diff-pixels", \.compare.maxDiffPixels, give: { $0.compare.maxDiffPixels = 12 },
            configure: { $0.compare.maxDiffPixels = 5 }, given: 12, configured: 5, fallback: nil),
        field(
            "max-diff-ratio", \.compare.maxDiffRatio, give: { $0.compare.maxDiffRatio = 0.5 },
            configure: { $0.compare.maxDiffRatio = 0.25 }, given: 0.5, configured: 0.25, fallback: nil),
    ]
}

@Test(arguments: MergedField.all)
func anOptionGivenWinsOverTheConfig(field: MergedField) throws {
    var given = SpecimenOptions()
    field.give(&given)
    var config = try bareConfig()
    field.configure(&config)
    #expect(field.read(merged(given, config)) == field.given)
}

@Test(arguments: MergedField.all)
func theConfigWinsOverTheDefault(field: MergedField) throws {
    var config = try bareConfig()
    field.configure(&config)
    #expect(field.read(merged(SpecimenOptions(), config)) == field.configured)
}

@Test(arguments: MergedField.all)
func theDefaultHoldsWhenNeitherSays(field: MergedField) throws {
    #expect(field.read(merged(SpecimenOptions(), try bareConfig())) == field.fallback)
    #expect(field.read(merged(SpecimenOptions(), nil)) == field.fallback)
}

@Test(arguments: [
    ThemeSource.preset(.softGreen), .file(GivenPath("a.json", url: URL(fileURLWithPath: "/project/a.json"))),
])
func themesGivenWinOverTheConfigsWhichWinOverTheDefault(source: ThemeSource) throws {
    let config = try bareConfig()
    var given = SpecimenOptions()
    given.themes = source
    #expect(merged(given, config).themes == source)
    #expect(merged(SpecimenOptions(), config).themes == .configured(config.themes))
    #expect(merged(SpecimenOptions(), nil).themes == .allPresets)
}

@Test(arguments: [false, true])
func theNameAndStrictnessAreTheCommandsAlone(isStrict: Bool) throws {
    var given = SpecimenOptions()
    given.isStrict = isStrict
    given.displayName = isStrict ? "Brand" : nil
    let settings = merged(given, try bareConfig())
    #expect(settings.isStrict == isStrict)
    #expect(settings.displayName == given.displayName)
}

/// Which gates the command line gives, each at 1 (a config's are all 0.5 or 7).
@Test(arguments: [
    [], ["threshold"], ["maxDiffPixels", "maxDiffRatio"], ["threshold", "maxDiffPixels", "maxDiffRatio"],
])
func compareGatesAreFilledFromTheConfigOnlyWhereNotGiven(givenGates: [String]) throws {
    var given = SpecimenOptions()
    if givenGates.contains("threshold") { given.compare.threshold = 1 }
    if givenGates.contains("maxDiffPixels") { given.compare.maxDiffPixels = 1 }
    if givenGates.contains("maxDiffRatio") { given.compare.maxDiffRatio = 1 }
    var config = try bareConfig()
    config.compare = SpecimenConfig.Compare(maxDiffPixels: 7, maxDiffRatio: 0.5, threshold: 0.5)
    let compare = merged(given, config).compare
    #expect(compare.threshold == (givenGates.contains("threshold") ? 1 : 0.5))
    #expect(compare.maxDiffPixels == (givenGates.contains("maxDiffPixels") ? 1 : 7))
    #expect(compare.maxDiffRatio == (givenGates.contains("maxDiffRatio") ? 1 : 0.5))
}

/// A config named on the command line is named as written; one found from the working directory
/// as the command shows it.
@Test(arguments: [true, false])
func theConfigIsNamedAsGivenOrAsFound(isGiven: Bool) throws {
    try withTemporaryDirectory { directory in
        let file = directory.appendingPathComponent(SpecimenConfig.fileName)
        try Data(#"{ "themes": [] }"#.utf8).write(to: file)
        let given = isGiven ? GivenPath("my-config.json", url: file) : nil
        // An empty theme list is refused, and the refusal names the file.
        do throws(SpecimenConfigError) {
            _ = try SpecimenConfig.load(given: given, workingDirectory: directory, displayPath: shown)
            Issue.record("a config with no theme was read")
        } catch {
            #expect(error.path == (isGiven ? "my-config.json" : "shown:\(file.standardizedFileURL.path)"))
        }
    }
}
