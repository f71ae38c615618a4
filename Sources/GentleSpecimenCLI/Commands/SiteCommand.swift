import GentleFiles
import GentleSite
import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `gentle-specimen site`: a theme's style guide as a static website.
struct SiteCommand: Command {
    static let output = Option<String>(
        "output", short: "o", value: "dir", help: "The folder the site is written to.", default: "./site")

    /// As `render`: the Gentle Default theme at scale 2 unless the command line or a config says.
    static let defaults = RenderCommand.defaults

    static let spec = CommandSpec(
        name: "site",
        abstract: "Writes a theme's style guide as a static website.",
        discussion: """
            Writes index.html, a gallery of the run's themes, and a page per theme: its sheets as \
            PNG with the tokens each draws as a table (a value per scheme, a swatch, a copy button, \
            the contrast grade), every button role's press and release as an animated PNG, the \
            contrast and colour-vision tables, a light/dark and Dynamic Type switch, a token search, \
            and the theme JSON, its DTCG tokens and the resolved tokens to download. The pages work \
            from file:// and any static host, with no external request; without script every image \
            and table is still shown. Selection and config as render, except that --theme and \
            --preset mix: the gallery shows the themes in command-line order, each under the --name \
            given just after its --theme or single-id --preset (or its config name). Re-running draws \
            again only the images whose inputs changed (the tool build, fonts, scale, or a token the \
            image read, as the folder's marker records them) or whose file is gone or altered, \
            rewrites only the files whose bytes changed and removes those the last run wrote and this \
            one does not; a \
            folder that is not empty and holds no \(SiteFolder.markerName) is refused (73), and so is \
            a folder another site run is writing into (73, at once: the run holds \(SiteFolder.lockName)); \
            a theme whose id is the name of a file at the top of the site (index.html, site.css, \
            site.js, search-index.js) is refused (65).
            """,
        options: SelectionOptions.specs(defaults: defaults) + [output.spec, BatchOptions.jobs.spec],
        exitStatuses: [ExitStatus(.success, "The site was written.")] + ExitStatus.selection + [
            ExitStatus(.cannotCreate, "The output folder is not empty and is not a site this tool wrote.")
        ] + ExitStatus.fileAccess)

    let selection: SelectionOptions
    let batch: BatchOptions
    let outputDirectory: URL

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        selection = try SelectionOptions(parsing: arguments, environment: environment)
        batch = try BatchOptions(parsing: arguments, environment: environment)
        outputDirectory = environment.url(for: try arguments.value(Self.output))
    }

    func validate() throws(CommandLineError) {
        // A site is a gallery: preset and file themes side by side, in command-line order.
        try selection.validate(command: Self.spec.name, allowsMixing: true)
        try batch.validate()
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let resolved = try selection.resolve(defaults: Self.defaults, environment: context.environment)
        resolved.announceConfig(in: context)
        let themes = try resolved.loadThemes(in: context, command: Self.spec)
        let renderer = try resolved.renderer(in: context, format: .png)
        let build = SiteBuild(
            themes: themes, cases: resolved.cases(of: themes), renderer: renderer, jobs: batch.jobCount)
        // Refused before anything is drawn or created, so a wrong folder or theme costs no time
        // and leaves no file; the lock is taken only in a folder that is the tool's.
        let folder = SiteFolder(outputDirectory)
        try build.checkThemeIDs()
        try folder.checkWritable()
        let lock = try folder.lock()
        let progress = RenderProgress(style: batch.progress, total: build.jobCount, output: context.output)
        let (site, outcome) = try withExtendedLifetime(lock) {
            // Read under the lock: the marker is the last run's, and no other run rewrites it now.
            let site = try build.output(
                reusing: folder.previousImages(),
                tool: "\(ToolInfo.name) \(ToolInfo.version) \(ExecutableBuild.current)",
                finished: { progress.finished($0, done: $1) })
            return (site, try folder.write(site.files, kept: site.kept, images: site.images))
        }
        progress.completed(listing: [])
        let path = UntrustedText.console(context.environment.displayPath(of: outputDirectory))
        context.output.print(
            "\(path): \(site.files.count + site.kept.count) files, \(outcome.written.count) written, "
                + "\(outcome.unchanged.count) unchanged, \(outcome.removed.count) removed, "
                + "\(site.drawn.count) of \(site.images.count) images drawn; open \(path)/index.html")
        return .success
    }
}
