import GentleSpecimen
import GentleTheme
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `gentle-specimen validate FILE…`: checks theme JSON files and lists every problem.
struct ValidateCommand: Command {
    static let files = ArgumentSpec(
        "files", repeating: true, help: "The GentleDesignSystem theme JSON files to check.")
    static let strict = Flag(
        "strict",
        help: "Exit 65 when there are warnings too, or a press animation that settles after "
            + "\(Int(PressPreview.longestPhase)) s, so that CI can gate on them.")
    static let json = Flag(
        "json", help: "Print the problems of each file as JSON instead of lines, for editors and CI annotations.")

    static let spec = CommandSpec(
        name: "validate",
        abstract: "Checks theme JSON files and lists every problem at once.",
        discussion: """
            Prints each problem as file:line:column: error|warning: coding path: what is wrong, \
            then a count; after \(GentleDiagnosticList.maximumKept) problems in a file, only how many \
            more there are. Errors are where GentleDesignSystem would refuse the file; warnings are \
            where it silently falls back; an unknown key or role says which known one it is \
            probably a typo of. Every sheet of a file without errors is also laid out (not drawn) \
            in both schemes at the largest text size and scale 3, and one over the canvas limit is \
            an error naming it, so a theme that passes can be drawn by every command. With \
            --strict, a button's press animation that settles after \(Int(PressPreview.longestPhase)) s \
            (where its animated preview is cut) is an error too. Exits 65 when any file has an \
            error (or, with --strict, a warning), 74 when one cannot be read, and 0 when there are \
            only warnings.

            With --json, prints one JSON object instead: "files", each file in the order named with \
            its "file", its "problems", each with "severity" (error or warning), "codingPath", \
            "line", "column" (1-based) and "message", where a problem of the whole file (it cannot \
            be read, a sheet is too large to draw) has null for the coding path, line and column, \
            and "omitted", how many problems past the first \(GentleDiagnosticList.maximumKept) it \
            does not list; and "summary" with the counts of "files", "errors" and "warnings". The \
            exit code is the same.
            """,
        options: [strict.spec, json.spec], arguments: [files],
        exitStatuses: [
            ExitStatus(.success, "No file has an error; warnings alone are 0 without --strict."),
            ExitStatus(
                .dataError,
                "A file has an error or a sheet too large to draw, or with --strict a warning or a slow press animation."
            ),
            ExitStatus(.ioError, "A file cannot be read."),
        ])

    let themeFiles: [String]
    let isStrict: Bool
    let printsJSON: Bool

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        themeFiles = arguments.values(of: Self.files)
        isStrict = arguments.isSet(Self.strict)
        printsJSON = arguments.isSet(Self.json)
    }

    func validate() throws(CommandLineError) {}

    // Each line is printed as soon as it is known: a file's problems are never all held. The JSON
    // document is printed at the end, from each file's kept problems.
    func run(in context: CommandContext) throws -> ExitCode {
        let printsLines = !printsJSON
        let print: (String) -> Void = { line in
            if printsLines { context.output.print(line) }
        }
        var check = check(in: context.environment, printing: print)
        try checkAcceptedFiles(into: &check, environment: context.environment, printing: print)
        if printsJSON {
            context.output.standardOutput(try check.json())
        } else {
            context.output.print(check.summary)
        }
        return check.exitCode(strict: isStrict)
    }

    /// Checks every file in order, handing each line to `print` as it comes; a file that cannot
    /// be read is reported and the rest still checked.
    func check(in environment: CommandEnvironment, printing print: (String) -> Void) -> ThemeFileCheck {
        var check = ThemeFileCheck(keepingProblems: printsJSON)
        for path in themeFiles {
            do {
                let diagnostics = try GentleThemeFile.validate(contentsOf: environment.url(for: path), fileName: path)
                check.add(diagnostics, of: path).forEach(print)
            } catch {
                print(check.addUnreadable(path, reason: error.unreadableReason))
            }
        }
        return check
    }

    /// The sizes `validate` lays every sheet out at: the largest any command draws, so that a
    /// sheet fitting there fits at every size and scale.
    static let largestSize = ContentSizeCategory.accessibilityExtraExtraExtraLarge
    static let largestScale = PixelScale.three

    // Each value is bounded on its own, but sheets add them up (17 roles at 500 pt under
    // Dynamic Type), so whether a theme can be drawn is known only from its laid-out sheets:
    // without this, a theme `render` refuses would pass with 0 errors. Files with errors are
    // skipped: they are already refused.
    private func checkAcceptedFiles(
        into check: inout ThemeFileCheck, environment: CommandEnvironment, printing print: (String) -> Void
    ) throws {
        guard !check.acceptedFiles.isEmpty else { return }
        let renderer = SpecimenRenderer(
            fonts: try SpecimenFonts.bundled(search: environment.fontSearch), scale: Self.largestScale)
        for path in check.acceptedFiles {
            guard let theme = try? SpecimenTheme.load(contentsOf: environment.url(for: path), displayPath: path) else {
                continue
            }
            let cases = SpecimenSelection(
                themes: [theme], sheets: SheetKind.allCases, sizeCategories: [Self.largestSize]
            ).cases
            for specimen in cases {
                do {
                    try renderer.checkFits(specimen)
                } catch let error as SpecimenError {
                    guard let problem = error.sheetProblem else { throw error }
                    print(check.addError(path, problem: "\(problem) (laid out at \(Self.largestSize.rawValue))"))
                }
            }
            if isStrict {
                for problem in PressPreview.slowAnimations(in: theme.spec) {
                    print(check.addError(path, problem: problem))
                }
            }
        }
    }
}
