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
        help: "Exit 65 when there are warnings too, or a sheet too large to draw, so that CI can gate on them.")
    static let json = Flag(
        "json", help: "Print the problems of each file as JSON instead of lines, for editors and CI annotations.")

    static let spec = CommandSpec(
        name: "validate",
        abstract: "Checks theme JSON files and lists every problem at once.",
        discussion: """
            Prints each problem as file:line:column: error|warning: coding path: what is wrong, \
            then a count. Errors are where GentleDesignSystem would refuse the file; warnings are \
            where it silently falls back; an unknown key or role says which known one it is \
            probably a typo of. With --strict, every sheet is also laid out (not drawn) in both \
            schemes at the largest text size and scale 3, and one over the canvas limit is an error \
            naming it, so a theme that passes can be drawn by every command. Exits 65 when any file \
            has an error (or, with --strict, a warning), 74 when one cannot be read, and 0 when \
            there are only warnings.

            With --json, prints one JSON object instead: "files", each file in the order named with \
            its "file" and its "problems", each with "severity" (error or warning), "codingPath", \
            "line", "column" (1-based) and "message", where a problem of the whole file (it cannot \
            be read, a sheet is too large to draw) has null for the coding path, line and column; \
            and "summary" with the counts of "files", "errors" and "warnings". The exit code is the \
            same.
            """,
        options: [strict.spec, json.spec], arguments: [files],
        exitStatuses: [
            ExitStatus(.success, "No file has an error; warnings alone are 0 without --strict."),
            ExitStatus(.dataError, "A file has an error, or with --strict a warning or a sheet too large to draw."),
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

    func run(in context: CommandContext) throws -> ExitCode {
        var check = check(in: context.environment)
        if isStrict { try checkSheetsFit(into: &check, environment: context.environment) }
        if printsJSON {
            context.output.standardOutput(try check.json())
        } else {
            check.lines.forEach(context.output.print)
            context.output.print(check.summary)
        }
        return check.exitCode(strict: isStrict)
    }

    /// Checks every file in order; a file that cannot be read is reported and the rest still checked.
    func check(in environment: CommandEnvironment) -> ThemeFileCheck {
        var check = ThemeFileCheck()
        for path in themeFiles {
            do {
                check.add(
                    try GentleThemeFile.validate(contentsOf: environment.url(for: path), fileName: path), of: path)
            } catch {
                check.addUnreadable(path, reason: error.unreadableReason)
            }
        }
        return check
    }

    /// The sizes `--strict` lays every sheet out at: the largest any command draws, so that a
    /// sheet fitting there fits at every size and scale.
    static let largestSize = ContentSizeCategory.accessibilityExtraExtraExtraLarge
    static let largestScale = PixelScale.three

    // Each value is bounded on its own, but sheets add them up (17 roles at 500 pt under
    // Dynamic Type), so whether a theme can be drawn is known only from its laid-out sheets.
    // Files with errors are skipped: they are already refused.
    private func checkSheetsFit(into check: inout ThemeFileCheck, environment: CommandEnvironment) throws {
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
                    check.addUndrawable(path, problem: "\(problem) (laid out at \(Self.largestSize.rawValue))")
                }
            }
        }
    }
}
