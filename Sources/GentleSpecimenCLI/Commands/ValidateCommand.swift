import Foundation
import GentleSpecimen
import GentleTokens

/// `gentle-specimen validate FILE…`: checks theme JSON files and lists every problem.
struct ValidateCommand: Command {
    static let files = ArgumentSpec(
        "files", repeating: true, help: "The GentleDesignSystem theme JSON files to check.")
    static let strict = Flag("strict", help: "Exit 65 when there are warnings too, so that CI can gate on them.")

    static let spec = CommandSpec(
        name: "validate",
        abstract: "Checks theme JSON files and lists every problem at once.",
        discussion: """
            Prints each problem as file:line:column: error|warning: coding path: what is wrong, \
            then a count. Errors are where GentleDesignSystem would refuse the file; warnings are \
            where it silently falls back; an unknown key or role says which known one it is \
            probably a typo of. Exits 65 when any file has an error (or, with --strict, a warning), \
            74 when one cannot be read, and 0 when there are only warnings.
            """,
        options: [strict.spec], arguments: [files])

    let themeFiles: [String]
    let isStrict: Bool

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        themeFiles = arguments.values(of: Self.files)
        isStrict = arguments.isSet(Self.strict)
    }

    func validate() throws(CommandLineError) {}

    func run(in context: CommandContext) throws -> ExitCode {
        let check = check(in: context.environment)
        check.lines.forEach(context.output.print)
        context.output.print(check.summary)
        return check.exitCode(strict: isStrict)
    }

    /// Checks every file in order; a file that cannot be read is reported and the rest still checked.
    func check(in environment: CommandEnvironment) -> ThemeFileCheck {
        var check = ThemeFileCheck()
        for path in themeFiles {
            do {
                check.add(try GentleThemeFile.validate(contentsOf: environment.url(for: path), fileName: path))
            } catch {
                check.addUnreadable(path, reason: error.unreadableReason)
            }
        }
        return check
    }
}
