import Foundation
import GentleRaster
import GentleSpecimen
import GentleTheme
import GentleTokens

/// `gentle-specimen render`: draws specimen sheets of a theme as PNG, SVG or PDF.
struct RenderCommand: Command {
    static let sheet = Option<SheetSelection>(
        "sheet", value: "sheets",
        help: "The sheets to draw: a comma-separated list, or all.", default: .all)
    static let scheme = Option<SchemeChoice>(
        "scheme", value: "scheme", help: "The colour schemes to draw.", default: .both)
    static let sizeCategory = Option<ContentSizeCategory>(
        "size-category", value: "category", help: "The Dynamic Type size to set text at.",
        default: .large)
    static let scale = Option<RenderScale>(
        "scale", value: "scale", help: "Device pixels per point.", default: .two)
    static let format = Option<OutputFormat>(
        "format", value: "format", help: "The file format of the sheets.", default: .png)
    static let output = Option<String>(
        "output", short: "o", value: "dir",
        help: "The directory sheets are written to, as <theme-id>/<sheet>-<scheme>.<ext>.",
        default: "./specimens")
    static let fonts = Option<String?>(
        "fonts", value: "file",
        help: "A font manifest to use instead of the repository's Fonts/ folder.")
    static let ios = Option<IOSVersion>(
        "ios", value: "version",
        help: "The iOS release to draw: 26 draws glass surfaces as Liquid Glass, 18 as their fallback.",
        default: .standard)
    static let regions = Flag(
        "regions", help: "Also write each sheet's token regions as JSON beside the image.")

    static let spec = CommandSpec(
        name: "render",
        abstract: "Draws specimen sheets of a theme.",
        discussion: """
            Draws the typography, colors, surfaces, buttons, layout, controls, dynamic-type, \
            accessibility and overview sheets of a theme file or of built-in presets, in light and \
            dark, at any Dynamic Type size; with several themes (or --sheet gallery) also \
            gallery-<scheme>.<ext>, all of them side by side. Without --theme or --preset, draws the \
            built-in Gentle Default theme.
            """,
        options: ThemeOptions.specs + [
            sheet.spec, scheme.spec, sizeCategory.spec, scale.spec, format.spec, output.spec,
            BatchOptions.jobs.spec, fonts.spec, ios.spec, regions.spec,
        ])

    let batch: BatchOptions
    let sheets: SheetSelection
    let scheme: SchemeChoice
    let sizeCategory: ContentSizeCategory
    let scale: RenderScale
    let format: OutputFormat
    let outputDirectory: URL
    let fontManifest: URL?
    let writesRegions: Bool
    let ios: IOSVersion

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        batch = try BatchOptions(parsing: arguments, environment: environment)
        sheets = try arguments.value(Self.sheet)
        scheme = try arguments.value(Self.scheme)
        sizeCategory = try arguments.value(Self.sizeCategory)
        scale = try arguments.value(Self.scale)
        format = try arguments.value(Self.format)
        outputDirectory = environment.url(for: try arguments.value(Self.output))
        fontManifest = try arguments.value(Self.fonts).map(environment.url(for:))
        writesRegions = arguments.isSet(Self.regions)
        ios = try arguments.value(Self.ios)
    }

    /// The theme or themes to draw; the default theme when none is named.
    var theme: ThemeSource {
        batch.themes.source(orElse: .preset(.gentleDefault))
    }

    func validate() throws(CommandLineError) {
        try batch.validate(command: Self.spec.name)
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let themes = try theme.load(environment: context.environment)
        let selection = SpecimenSelection(
            themes: themes, sheets: sheets.sheets(forThemeCount: themes.count), schemes: scheme.schemes,
            sizeCategories: [sizeCategory])
        let cases = selection.cases
        let renderer = SpecimenRenderer(
            fonts: try SpecimenFonts.bundled(or: fontManifest, search: context.environment.fontSearch),
            scale: scale.factor, format: format, ios: ios)
        let progress = RenderProgress(style: batch.progress, total: cases.count, output: context.output)
        let files = try renderer.write(
            cases, into: outputDirectory, writesRegions: writesRegions, jobs: batch.jobCount,
            finished: { progress.finished("\($0.relativePath) \($0.milliseconds) ms", done: $1) })
        progress.completed(listing: files.map(\.url.path))
        return .success
    }
}
