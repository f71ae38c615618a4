import Foundation
import GentleFiles
import GentleSpecimen

/// `gentle-specimen init`: writes a starter project config and CI workflow into the working
/// directory.
struct InitCommand: Command {
    /// `--theme <file>`.
    static let theme = Option<String?>(
        "theme", value: "file", help: "The theme JSON file the config names.",
        defaultNote: "the first Theme/*.json in the working directory")
    /// Where `init` looks for a theme when none is given.
    static let themeFolder = "Theme"

    static let spec = CommandSpec(
        name: "init",
        abstract: "Writes a starter \(SpecimenConfig.fileName) and CI workflow here.",
        discussion: """
            Writes \(SpecimenConfig.fileName) and \(StarterWorkflow.path) (verify in a 4-way \
            --shard matrix, then merge-reports). The config names the theme (--theme, else the first \(themeFolder)/*.json), the sheets, \
            light and dark, scale 1, goldens beside the theme and an exact comparison; render, \
            verify and record then need no options. Never overwrites: exits 73 when either file \
            exists or its folder is a symbolic link, 64 when there is no theme to name, 66 when the --theme file is not there, and \
            74 when the directory cannot be written, writing nothing in each case.
            """,
        options: [theme.spec])

    let themePath: String?

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        themePath = try arguments.value(Self.theme)
    }

    func validate() throws(CommandLineError) {
        if themePath?.isEmpty == true { throw .invalidValue("", option: Self.theme.spec) }
    }

    /// The files `init` writes for the theme at `themePath`, in the order they are written.
    static func files(themePath: String) -> [InitFile] {
        [
            InitFile(path: SpecimenConfig.fileName, contents: StarterConfig.text(themePath: themePath)),
            InitFile(path: StarterWorkflow.path, contents: StarterWorkflow.text),
        ]
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let environment = context.environment
        let files = Self.files(themePath: try theme(in: environment))
        for file in files where Self.exists(environment.url(for: file.path)) {
            throw InitError.exists(path: file.path)
        }
        for file in files { try Self.checkUnredirected(file, in: environment) }
        var written: [URL] = []
        for file in files {
            let url = environment.url(for: file.path)
            do {
                try AtomicFile(url: url, createsFolders: true).replaceContents(with: Data(file.contents.utf8))
            } catch {
                // All or nothing: a half-initialised project would make the next init refuse.
                for earlier in written { try? FileManager.default.removeItem(at: earlier) }
                throw InitError.unwritable(error)
            }
            written.append(url)
        }
        // Said only once every file is in place: a later failure removes the earlier ones.
        for file in files { context.output.print("wrote \(file.path)") }
        context.output.print("next: gentle-specimen record, then commit the goldens; gentle-specimen verify in CI")
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
