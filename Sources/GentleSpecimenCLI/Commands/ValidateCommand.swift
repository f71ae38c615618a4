import Foundation
import GentleSpecimen
import GentleTokens

/// `gentle-specimen validate FILE…`: checks theme JSON files and lists every problem.
struct ValidateCommand: Command {
    static let files = ArgumentSpec(
        "files", repeating: true, help: "The GentleDesignSystem theme JSON files to check.")

    static let spec = CommandSpec(
        name: "validate",
        abstract: "Checks theme JSON files and lists every problem at once.",
        discussion: """
            Prints each problem as file:line:column: error|warning: coding path: what is wrong, \
            then a count. Errors are where GentleDesignSystem would refuse the file; warnings are \
            where it silently falls back. Exits 65 when any file has an error, 74 when one cannot \
            be read, and 0 when there are only warnings.
            """,
        arguments: [files])

    let themeFiles: [String]

    init(parsing arguments: ParsedArguments, environment: CommandEnvironment) throws(CommandLineError) {
        themeFiles = arguments.values(of: Self.files)
    }

    func validate() throws(CommandLineError) {}

    func run(in context: CommandContext) throws -> ExitCode {
        let check = check(in: context.environment)
        check.lines.forEach(context.output.print)
        context.output.print(check.summary)
        return check.exitCode
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
