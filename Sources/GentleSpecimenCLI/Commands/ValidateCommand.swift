import Foundation
import GentleSpecimen
import GentleTheme
import GentleTokens

/// `gentle-specimen validate FILE…`: checks theme JSON files and lists every problem.
struct ValidateCommand: Command {
    static let files = ArgumentSpec(
        "files", repeating: true, help: "The GentleDesignSystem theme JSON files to check.")
    static let strict = Flag(
        "strict",
        help: "Exit 65 when there are warnings too, or a press animation that settles after "
            + "\(Int(PressPreview.longestPhase)) s, so that CI can gate on them.")

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
            """,
        options: [strict.spec], arguments: [files])

    let themeFiles: [String]
    let isStrict: Bool

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        themeFiles = arguments.values(of: Self.files)
        isStrict = arguments.isSet(Self.strict)
    }

    func validate() throws(CommandLineError) {}

    // Each line is printed as soon as it is known: a file's problems are never all held.
    func run(in context: CommandContext) throws -> ExitCode {
        var check = check(in: context.environment, printing: context.output.print)
        try checkAcceptedFiles(into: &check, environment: context.environment, printing: context.output.print)
        context.output.print(check.summary)
        return check.exitCode(strict: isStrict)
    }

    /// Checks every file in order, handing each line to `print` as it comes; a file that cannot
    /// be read is reported and the rest still checked.
    func check(in environment: CommandEnvironment, printing print: (String) -> Void) -> ThemeFileCheck {
        var check = ThemeFileCheck()
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
