import GentleSpecimen
import GentleTheme
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What `render`, `verify` and `record` share: which themes, sheets, schemes, Dynamic Type
/// sizes, scale, fonts and iOS release to draw, whether warnings refuse a theme, and the project
/// config that fills in every option not given. Read once here and merged with the config by
/// `SpecimenSettings` when the command runs (`resolve`), so the commands cannot drift apart.
struct SelectionOptions: Sendable, Equatable {
    /// `--sheet <sheets>`.
    static let sheet = Option<SheetSelection?>(
        "sheet", value: "sheets", help: "The sheets to draw: a comma-separated list, or all.", defaultNote: "all")
    /// `--scheme <scheme>`.
    static let scheme = Option<SchemeChoice?>(
        "scheme", value: "scheme", help: "The colour schemes to draw.", defaultNote: "both")
    /// `--size-category <categories>`.
    static let sizeCategory = Option<CommaList<ContentSizeCategory>?>(
        "size-category", value: "categories",
        help: "The Dynamic Type sizes to set text at, a comma-separated list; away from large, file and "
            + "golden names end in @<category>.", defaultNote: "large")
    /// `--fonts <file>`.
    static let fonts = Option<String?>(
        "fonts", value: "file", help: "A font manifest to draw with instead of the bundled fonts.",
        defaultNote: "$\(fontsVariable), else the config's fonts, else the bundled fonts")
    /// `--ios <version>`.
    static let ios = Option<IOSVersion?>(
        "ios", value: "version",
        help: "The iOS release to draw: 26 draws glass surfaces as Liquid Glass, 18 as their fallback.",
        defaultNote: String(IOSVersion.standard.rawValue))
    /// `--strict`.
    static let strict = Flag(
        "strict", help: "Refuse to draw (exit 65, nothing written) when a theme file has warnings.")
    /// `--config <file>`.
    static let config = Option<String?>(
        "config", value: "file", help: "The project config that fills in every option not given.",
        defaultNote: "\(SpecimenConfig.fileName) in the working directory or the nearest parent")

    /// The environment form of `--fonts`; the option wins over it.
    static let fontsVariable = SpecimenFonts.Search.environmentVariable

    /// `--scale <scale>`, whose default differs between `render` and the golden commands.
    static func scale(default scale: PixelScale) -> Option<PixelScale?> {
        Option("scale", value: "scale", help: "Device pixels per point.", defaultNote: String(scale.factor))
    }

    /// `--fonts`, else a non-empty `$GENTLE_SPECIMEN_FONTS`, resolved against the working directory.
    static func fontManifest(
        _ arguments: ParsedArguments, environment: CommandEnvironment
    ) throws(CommandLineError) -> URL? {
        let variable = environment.variables[fontsVariable].flatMap { $0.isEmpty ? nil : $0 }
        return (try arguments.value(fonts) ?? variable).map(environment.url(for:))
    }

    /// Every declaration, in help order.
    static func specs(defaults: SpecimenSettings.Defaults) -> [OptionSpec] {
        ThemeOptions.specs + [
            ThemeOptions.name.spec, sheet.spec, scheme.spec, sizeCategory.spec, scale(default: defaults.scale).spec,
            fonts.spec,
            ios.spec, strict.spec, config.spec,
        ]
    }

    /// The `--theme` / `--preset` choice.
    let themes: ThemeOptions
    /// The `--name` of the run's single theme, if given (`themes` carries paired names).
    let displayName: String?
    /// `--sheet`, if given.
    let sheets: SheetSelection?
    /// `--scheme`, if given.
    let scheme: SchemeChoice?
    /// `--size-category`, if given.
    let sizeCategories: [ContentSizeCategory]?
    /// `--scale`, if given.
    let scale: PixelScale?
    /// `--fonts`, else `$GENTLE_SPECIMEN_FONTS`, resolved against the working directory.
    let fontManifest: URL?
    /// `--ios`, if given.
    let ios: IOSVersion?
    /// Whether `--strict` was given.
    let isStrict: Bool
    /// `--config`, if given.
    let configPath: GivenPath?

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        themes = try ThemeOptions(parsing: arguments, environment: environment)
        displayName = themes.singleName
        sheets = try arguments.value(Self.sheet)
        scheme = try arguments.value(Self.scheme)
        sizeCategories = try arguments.value(Self.sizeCategory)?.elements
        scale = try arguments.value(Self.scale(default: .one))
        fontManifest = try Self.fontManifest(arguments, environment: environment)
        ios = try arguments.value(Self.ios)
        isStrict = arguments.isSet(Self.strict)
        configPath = try arguments.value(Self.config).map(environment.givenPath)
    }

    /// Refuses what no config can make right: an empty path or name, `--theme` with `--preset`
    /// unless `allowsMixing`, and a `--name` with no theme to name.
    func validate(command: String, allowsMixing: Bool = false) throws(CommandLineError) {
        try themes.validate(allowsSeveral: true, allowsMixing: allowsMixing, command: command)
        if configPath?.text.isEmpty == true { throw .invalidValue("", option: Self.config.spec) }
    }

    /// The refusal of one `--name` for the `count` themes of the config.
    static func nameForSeveral(_ count: Int) -> CommandLineError {
        .invalidCombination(
            "'--name' names a single theme, but \(count) themes were given; name each theme in the config's "
                + "\"name\", or write '--theme FILE --name NAME' for each")
    }

    /// The settings the command runs with: each option given, here or in `locations` and
    /// `gates`, else the config's value, else the command's default. Reads and checks the config,
    /// so a bad one throws before anything is drawn.
    func resolve(
        defaults: SpecimenSettings.Defaults, locations: GoldenLocations? = nil, gates: ComparisonGates? = nil,
        environment: CommandEnvironment
    ) throws(SpecimenConfigError) -> SpecimenSettings {
        var given = SpecimenOptions()
        given.themes = themes.source
        given.displayName = displayName
        given.sheets = sheets
        given.schemes = scheme?.schemes
        given.sizeCategories = sizeCategories
        given.scale = scale
        given.fontManifest = fontManifest
        given.ios = ios
        given.isStrict = isStrict
        given.config = configPath
        given.goldens = locations?.goldens
        given.report = locations?.report
        given.compare = gates?.given ?? SpecimenConfig.Compare()
        return try environment.settings(given, defaults: defaults)
    }
}
