import GentleSpecimen
import GentleTheme
import GentleThemeDiff
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `gentle-specimen compare OLD NEW`: the semantic token diff of two themes, and a change sheet.
struct CompareCommand: Command {
    static let old = ArgumentSpec(
        "old", help: "The theme compared from: a theme file, a preset id, or git:REV:PATH.")
    static let new = ArgumentSpec("new", help: "The theme compared to, in the same forms.")
    static let format = Option<DiffFormat>(
        "format", value: "format", help: "How the diff is printed.", default: .text)
    static let output = Option<String?>(
        "output", short: "o", value: "dir",
        help: "Also draw the change sheet into this directory, as change-<scheme>.<ext>.")
    static let imageFormat = Option<OutputFormat>(
        "image-format", value: "format", help: "The file format of the change sheet.", default: .png)

    static let spec = CommandSpec(
        name: "compare",
        abstract: "Compares two versions of a theme token by token.",
        discussion: """
            Resolves both themes and prints every token that changed, was added or was removed, \
            by its path (colors.primaryCTA.light, typography.title_xl.weight), with its old and new \
            value and what it means: the CIEDE2000 difference of a colour, every contrast pair of \
            the colours sheet that moved (flagged when AA or AAA is gained or lost), the resolved \
            size of a text role, the settle time and overshoot of a spring. Differences in the JSON \
            that change nothing drawn (such as an animation no button plays) are listed as notes \
            with no visible effect. A git:REV:PATH side is read with \
            'git show REV:PATH' in the working directory's repository (PATH from the repository's \
            root, or ./PATH from the working directory). With --output, draws the change sheet: the \
            changed tokens before and after, in light and dark. Exits 0 when nothing drawn differs \
            (notes alone are 0, as verify's pixels pass), 1 when a drawn token differs, 65 when a side is not a valid theme, 74 when \
            a side cannot be read.
            """,
        options: [
            format.spec, TokensCommand.sizeCategory.spec, output.spec, SelectionOptions.scheme.spec,
            imageFormat.spec, SelectionOptions.scale(default: .two).spec, SelectionOptions.fonts.spec,
            RenderCommand.regions.spec,
        ],
        arguments: [old, new],
        exitStatuses: [
            ExitStatus(.success, "Nothing drawn differs; notes alone are 0."),
            ExitStatus(.differences, "A drawn token differs."),
            ExitStatus(.dataError, "A side is not a valid theme."),
            ExitStatus(.ioError, "A side cannot be read, git show fails, or the change sheet cannot be written."),
        ])

    let oldTheme: ThemeReference
    let newTheme: ThemeReference
    let diffFormat: DiffFormat
    let sizeCategory: ContentSizeCategory
    let sheet: ChangeSheetRequest?

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        oldTheme = ThemeReference(argument: try arguments.value(of: Self.old))
        newTheme = ThemeReference(argument: try arguments.value(of: Self.new))
        diffFormat = try arguments.value(Self.format)
        sizeCategory = try arguments.value(TokensCommand.sizeCategory)
        // Every sheet option is read even without --output, so a wrong value is never ignored.
        let schemes = (try arguments.value(SelectionOptions.scheme) ?? .both).schemes
        let imageFormat = try arguments.value(Self.imageFormat)
        let scale = try arguments.value(SelectionOptions.scale(default: .two)) ?? .two
        let fontManifest = try SelectionOptions.fontManifest(arguments, environment: environment)
        sheet = try arguments.value(Self.output).map { directory in
            ChangeSheetRequest(
                directory: environment.url(for: directory), schemes: schemes, format: imageFormat, scale: scale,
                fontManifest: fontManifest, writesRegions: arguments.isSet(RenderCommand.regions))
        }
    }

    func validate() throws(CommandLineError) {
        for side in [oldTheme, newTheme] {
            guard side.isComplete else {
                throw .invalidCombination("'\(side.displayName)' names no revision or no path; write git:REV:PATH")
            }
            if case .git(let revision, _) = side, revision.hasPrefix("-") {
                throw .invalidCombination("'\(side.displayName)': a revision cannot start with '-'")
            }
        }
    }

    func run(in context: CommandContext) throws -> ExitCode {
        let old = try oldTheme.load(side: "old", environment: context.environment)
        let new = try newTheme.load(side: "new", environment: context.environment)
        let diff = ThemeDiff(old: old, new: new, sizeCategory: sizeCategory)
        switch diffFormat {
        case .text: context.output.standardOutput(DiffText.render(diff))
        case .markdown: context.output.standardOutput(DiffMarkdown.render(diff))
        case .json:
            context.output.standardOutput(String(decoding: try DiffDocument(diff).encoded(), as: UTF8.self) + "\n")
        }
        if let sheet {
            // The diff owns standard output when it is JSON or Markdown; the files go to standard error.
            for file in try sheet.draw(diff, fonts: context.environment.fontSearch) {
                let line = "change sheet: \(file.path)\n"
                diffFormat == .text ? context.output.standardOutput(line) : context.output.standardError(line)
            }
        }
        return diff.isEmpty ? .success : .differences
    }
}

/// How `compare` prints the diff.
enum DiffFormat: String, CaseIterable, Sendable, ArgumentValue {
    /// Plain text for a terminal or a log.
    case text
    /// The `DiffDocument` JSON.
    case json
    /// GitHub-flavoured Markdown for a pull-request comment or a job summary.
    case markdown
}
