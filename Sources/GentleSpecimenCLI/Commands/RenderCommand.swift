import GentleSpecimen
import GentleTheme
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `gentle-specimen render`: draws specimen sheets of a theme as PNG, SVG or PDF.
struct RenderCommand: Command {
    static let format = Option<OutputFormat>(
        "format", value: "format", help: "The file format of the sheets.", default: .png)
    static let output = Option<String>(
        "output", short: "o", value: "dir",
        help: "The directory sheets are written to, as <theme-id>/<sheet>-<scheme>.<ext>.",
        default: "./specimens")
    static let regions = Flag(
        "regions", help: "Also write each sheet's token regions as JSON beside the image.")
    static let animate = Flag(
        "animate",
        help: "With the buttons sheet, also write each role's press and release as an animated PNG beside it.")

    /// The built-in Gentle Default theme at scale 2, when neither the command line nor a config says.
    static let defaults = SpecimenSettings.Defaults(themes: .preset(.gentleDefault), scale: .two)

    static let spec = CommandSpec(
        name: "render",
        abstract: "Draws specimen sheets of a theme.",
        discussion: """
            Draws the typography, colors, surfaces, buttons, layout, controls, dynamic-type, \
            accessibility and overview sheets of theme files or of built-in presets, in light and \
            dark, at any Dynamic Type size; with several themes (or --sheet gallery) also \
            gallery-<scheme>.<ext>, all of them side by side. Without --theme or --preset, draws the \
            themes of the project config (\(SpecimenConfig.fileName)), else the built-in Gentle \
            Default theme; options not given are taken from the config. Prints each theme file's \
            warnings on standard error; with --strict, draws nothing when there are any.
            """,
        options: SelectionOptions.specs(defaults: defaults) + [
            format.spec, output.spec, BatchOptions.jobs.spec, regions.spec, animate.spec,
        ],
        exitStatuses: [ExitStatus(.success, "Every sheet was written.")] + ExitStatus.selection
            + ExitStatus.fileAccess)

    let selection: SelectionOptions
    let batch: BatchOptions
    let format: OutputFormat
    let outputDirectory: URL
    let writesRegions: Bool
    let animates: Bool

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        selection = try SelectionOptions(parsing: arguments, environment: environment)
        batch = try BatchOptions(parsing: arguments, environment: environment)
        format = try arguments.value(Self.format)
        outputDirectory = environment.url(for: try arguments.value(Self.output))
        writesRegions = arguments.isSet(Self.regions)
        animates = arguments.isSet(Self.animate)
    }

    func validate() throws(CommandLineError) {
        try selection.validate(command: Self.spec.name)
        try batch.validate()
        try validateAnimation()
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let resolved = try selection.resolve(defaults: Self.defaults, environment: context.environment)
        resolved.announceConfig(in: context)
        let cases = resolved.cases(of: try resolved.loadThemes(in: context, command: Self.spec))
        let renderer = try resolved.renderer(in: context, format: format)
        let progress = RenderProgress(style: batch.progress, total: cases.count, output: context.output)
        let files = try renderer.write(
            cases, into: outputDirectory, writesRegions: writesRegions, jobs: batch.jobCount,
            finished: { progress.finished("\($0.relativePath) \($0.milliseconds) ms", done: $1) })
        let previews = animates ? try writePreviews(of: cases, renderer: renderer) : []
        progress.completed(listing: files.map(\.url.path) + previews.map(\.file.path))
        // A preview cut at its bound says so, or it would read as the whole animation.
        for preview in previews {
            guard let note = preview.cutNote else { continue }
            context.output.print("note: \(preview.file.path): the \(preview.role.rawValue) press \(note)")
        }
        return .success
    }
}
