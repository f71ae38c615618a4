import GentleFiles
import GentleSpecimen
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `gentle-specimen init`: writes a starter project config and CI workflow into the working
/// directory.
struct InitCommand: Command {
    /// `--theme <file>`.
    static let theme = Option<String?>(
        "theme", value: "file", help: "The theme JSON file the config names.",
        defaultNote: "the first Theme/*.json in the working directory")
    /// `--shards <n>`.
    static let shards = Option<Int?>(
        "shards", value: "n",
        help: "Verify in n parallel CI jobs (verify --shard i/n) joined by a merge-reports job.",
        defaultNote: "1, a single verify job")
    /// `--pages`.
    static let pages = Flag(
        "pages", help: "Also build the style-guide site (site) on the default branch and publish it with GitHub Pages.")
    /// `--review`.
    static let review = Flag(
        "review",
        help: "Write a pull-request workflow that reviews each theme against the base commit (review --base), "
            + "with no goldens, instead of the verify workflow.")
    /// Where `init` looks for a theme when none is given.
    static let themeFolder = "Theme"

    static let spec = CommandSpec(
        name: "init",
        abstract: "Writes a starter \(SpecimenConfig.fileName) and CI workflow here.",
        discussion: """
            Writes \(SpecimenConfig.fileName) and \(StarterWorkflow.path) (one verify job; with \
            --shards n, n jobs each verifying a share with --shard i/n, then one joining their \
            reports with merge-reports: worth it once verify takes minutes; with --pages, a job that \
            builds the site on the default branch and one that publishes it with GitHub Pages; with \
            --review, \(StarterWorkflow.reviewPath) instead: each pull request reviewed against its \
            base commit with review --base, no goldens and no Git LFS), and adds \
            \(ReportIgnoreLine.line) to \(ReportIgnoreLine.path) unless a line already ignores \
            the report folder. The config names the theme (--theme, else the first \
            \(themeFolder)/*.json), the sheets, light and dark, scale 1, goldens beside the theme \
            and an exact comparison; render, verify and record then need no options. Never \
            overwrites the config or the workflow: exits 73 when either exists or its folder is a \
            symbolic link, 64 when there is no theme to name, --shards is not 1 to \
            \(StarterWorkflow.maximumShards) or --review comes with --shards or --pages, 66 when the --theme file is not there, and 74 when \
            the directory cannot be written or \
            \(ReportIgnoreLine.path) cannot be read (65 when it is over 1 MiB), writing nothing in \
            each case.
            """,
        options: [theme.spec, shards.spec, pages.spec, review.spec],
        exitStatuses: [
            ExitStatus(.success, "The config and the workflow were written."),
            ExitStatus(.usage, "There is no theme to name, or --shards is out of range."),
            ExitStatus(.dataError, "The ignore file is over 1 MiB."),
            ExitStatus(.noInput, "The --theme file is not there."),
            ExitStatus(.cannotCreate, "The config or the workflow exists, or its folder is a symbolic link."),
            ExitStatus(.ioError, "The directory cannot be written, or the ignore file cannot be read."),
        ])

    let themePath: String?
    /// How many verify jobs the workflow runs.
    let shardCount: Int
    /// Whether the workflow publishes the site.
    let publishesSite: Bool
    /// Whether the workflow reviews pull requests against their base instead of verifying goldens.
    let reviews: Bool

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        themePath = try arguments.value(Self.theme)
        shardCount = try arguments.value(Self.shards) ?? 1
        publishesSite = arguments.isSet(Self.pages)
        reviews = arguments.isSet(Self.review)
    }

    func validate() throws(CommandLineError) {
        if themePath?.isEmpty == true { throw .invalidValue("", option: Self.theme.spec) }
        guard (1...StarterWorkflow.maximumShards).contains(shardCount) else {
            throw .invalidCombination(
                "'--shards' must be from 1 to \(StarterWorkflow.maximumShards) (GitHub's most jobs in a matrix), not \(shardCount)"
            )
        }
        if reviews, shardCount > 1 || publishesSite {
            throw .invalidCombination("'--review' writes the review workflow alone; drop '--shards' and '--pages'")
        }
    }

    /// The files `init` writes for the theme at `themePath`, in the order they are written.
    static func files(themePath: String, shards: Int = 1, pages: Bool = false, review: Bool = false) -> [InitFile] {
        [
            InitFile(path: SpecimenConfig.fileName, contents: StarterConfig.text(themePath: themePath)),
            review
                ? InitFile(path: StarterWorkflow.reviewPath, contents: StarterWorkflow.reviewText)
                : InitFile(path: StarterWorkflow.path, contents: StarterWorkflow.text(shards: shards, pages: pages)),
        ]
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let environment = context.environment
        let files = Self.files(
            themePath: try theme(in: environment), shards: shardCount, pages: publishesSite, review: reviews)
        for file in files where Self.exists(environment.url(for: file.path)) {
            throw InitError.exists(path: file.path)
        }
        for file in files { try Self.checkUnredirected(file, in: environment) }
        // Read before anything is written, so that an unreadable .gitignore leaves nothing behind.
        let ignore = environment.url(for: ReportIgnoreLine.path)
        let ignoreContents = ReportIgnoreLine.contents(adding: try Self.text(of: ignore))
        var written: [URL] = []
        for file in files {
            let url = environment.url(for: file.path)
            try Self.write(file.contents, to: url, undoing: written)
            written.append(url)
        }
        if let ignoreContents {
            // The last write, so a failure only has the two new files to remove; the rename keeps
            // the old .gitignore whole until the new one is complete.
            try Self.write(ignoreContents, to: ignore, undoing: written)
        }
        // Said only once every file is in place: a later failure removes the earlier ones.
        for file in files { context.output.print("wrote \(file.path)") }
        if ignoreContents != nil { context.output.print("added \(ReportIgnoreLine.line) to \(ReportIgnoreLine.path)") }
        context.output.print(
            reviews
                ? "next: commit and open a pull request; CI reviews each theme change against its base commit"
                : "next: gentle-specimen record, then commit the goldens; gentle-specimen verify in CI")
        return .success
    }

    /// The theme path the config names, relative to the working directory where it can be.
    private func theme(in environment: CommandEnvironment) throws -> String {
        if let themePath {
            let url = environment.url(for: themePath)
            do {
                _ = try RegularFile.check(url, named: themePath, limit: Int.max)
            } catch {
                throw InitError.themeMissing(path: themePath, reason: error.reason)
            }
            return environment.displayPath(of: url)
        }
        let folder = environment.url(for: Self.themeFolder)
        let found = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        guard let first = found.filter({ $0.hasSuffix(".json") && !$0.hasPrefix(".") }).sorted().first else {
            throw UsageFailure(
                problem: .invalidCombination(
                    "No theme was given and there is no \(Self.themeFolder)/*.json here; pass '--theme FILE'"),
                command: Self.spec)
        }
        return "\(Self.themeFolder)/\(first)"
    }

    /// Writes `text` to `url`; on failure removes the files in `written` first, because a
    /// half-initialised project would make the next init refuse.
    private static func write(_ text: String, to url: URL, undoing written: [URL]) throws {
        do {
            try AtomicFile(url: url, createsFolders: true).replaceContents(with: Data(text.utf8))
        } catch {
            for earlier in written { try? FileManager.default.removeItem(at: earlier) }
            throw InitError.unwritable(error)
        }
    }

    /// The text of the file at `url`, or nil when there is none.
    private static func text(of url: URL) throws -> String? {
        do throws(FileReadError) {
            let data = try RegularFile.contents(
                of: url, named: ReportIgnoreLine.path, limit: ReportIgnoreLine.sizeLimit)
            return String(decoding: data, as: UTF8.self)
        } catch .notFound {
            return nil
        } catch {
            throw InitError.unreadable(error)
        }
    }

    /// Refuses a file whose folder is a symbolic link (`.github -> elsewhere`): a checked-out
    /// repository could otherwise make `init` write wherever the link points.
    private static func checkUnredirected(_ file: InitFile, in environment: CommandEnvironment) throws(InitError) {
        do {
            try WriteRoot(environment.workingDirectory).checkUnredirected(environment.url(for: file.path))
        } catch {
            guard case .redirected(let path, _) = error else { return }
            throw .redirected(path: environment.displayPath(of: URL(fileURLWithPath: path)), file: file.path)
        }
    }

    /// Whether anything, even a dangling link, is at `url`.
    private static func exists(_ url: URL) -> Bool {
        (try? FileManager.default.attributesOfItem(atPath: url.path)) != nil
    }
}
