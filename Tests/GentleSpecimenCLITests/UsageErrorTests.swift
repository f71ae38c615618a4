import Foundation
import GentleSpecimen
import GentleSpecimenCLITestSupport
import GentleTokens
import Testing

@testable import GentleSpecimenCLI

/// A command line that must be refused with exit 64, the message, and the command whose usage follows.
struct UsageErrorCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    /// The subcommand whose usage is printed, or nil for the tool's own.
    let command: String?

    /// A case whose arguments are `commandLine` split at spaces.
    init(_ commandLine: String, _ message: String, usage command: String?) {
        arguments = commandLine.split(separator: " ").map(String.init)
        self.message = message
        self.command = command
    }

    var testDescription: String { arguments.joined(separator: " ") }
}

/// The invalid-value message that lists the accepted values.
private func invalid(_ value: String, for option: String, oneOf values: [String]) -> String {
    let quoted = values.map { "'\($0)'" }
    let list = quoted.dropLast().joined(separator: ", ") + " and " + (quoted.last ?? "")
    return "The value '\(value)' is invalid for '\(option)'. Please provide one of \(list)."
}

private let sizeCategories = [
    "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge", "accessibilityMedium",
    "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
    "accessibilityExtraExtraExtraLarge",
]

private let unknownOptions: [UsageErrorCase] = [
    .init("render --colour", "Unknown option '--colour'", usage: "render"),
    .init("verify -x", "Unknown option '-x'", usage: "verify"),
    .init("--bogus", "Unknown option '--bogus'", usage: "render"),
    .init("render --regions=yes", "Unexpected argument '--regions=yes'", usage: "render"),
]

private let missingValues: [UsageErrorCase] = [
    .init("render --output", "Missing value for '--output <dir>'", usage: "render"),
    .init("render -o --scale 2", "Missing value for '--output <dir>'", usage: "render"),
    .init("diff --threshold= a.png b.png", "Missing value for '--threshold <t>'", usage: "diff"),
]

private let invalidValues: [UsageErrorCase] = [
    .init(
        "render --format jpg", invalid("jpg", for: "--format <format>", oneOf: ["png", "svg", "pdf"]),
        usage: "render"),
    .init(
        "verify --record=sometimes",
        invalid("sometimes", for: "--record <mode>", oneOf: ["never", "missing", "failed", "all"]),
        usage: "verify"),
    .init(
        "render --sheet typography,colours",
        invalid(
            "typography,colours", for: "--sheet <sheets>",
            oneOf: SheetKind.allCases.map(\.rawValue) + ["all"]),
        usage: "render"),
    .init(
        "tokens --size-category huge",
        invalid("huge", for: "--size-category <category>", oneOf: sizeCategories), usage: "tokens"),
    .init(
        "tokens --scheme both", invalid("both", for: "--scheme <scheme>", oneOf: ["light", "dark"]),
        usage: "tokens"),
    .init("render --jobs two", "The value 'two' is invalid for '--jobs <n>'", usage: "render"),
    .init(
        "diff a.png b.png --max-diff-ratio half",
        "The value 'half' is invalid for '--max-diff-ratio <r>'", usage: "diff"),
]

private let argumentCounts: [UsageErrorCase] = [
    .init(
        "render --scheme light --scheme dark", "The option '--scheme' can only be given once",
        usage: "render"),
    .init("diff --no-aa a.png --no-aa b.png", "The option '--no-aa' can only be given once", usage: "diff"),
    .init("diff a.png", "Missing expected argument '<actual>'", usage: "diff"),
    .init("diff", "Missing expected argument '<expected>'", usage: "diff"),
    .init("validate", "Missing expected argument '<files> ...'", usage: "validate"),
    .init("diff a.png b.png c.png", "Unexpected argument 'c.png'", usage: "diff"),
    .init("presets extra", "Unexpected argument 'extra'", usage: "presets"),
]

private let unknownSubcommands: [UsageErrorCase] = [
    .init("rendr", "Unknown subcommand 'rendr'. Did you mean 'render'?", usage: nil),
    .init("preset", "Unknown subcommand 'preset'. Did you mean 'presets'?", usage: nil),
    .init("help verfy", "Unknown subcommand 'verfy'. Did you mean 'verify'?", usage: nil),
    .init("photograph", "Unknown subcommand 'photograph'", usage: nil),
]

private let refusedCombinations: [UsageErrorCase] = [
    .init(
        "render --theme a.json --preset soft-green", "Give either '--theme' or '--preset', not both",
        usage: "render"),
    .init("tokens --preset all", "'tokens' takes one theme; '--preset all' is not allowed", usage: "tokens"),
    .init(
        "site --name Brand --theme a.json --preset soft-green",
        "'--name' comes before any '--theme' or '--preset', so it names no theme: with several themes, "
            + "each '--name' names the theme given just before it ('--theme FILE --name NAME')", usage: "site"),
    .init(
        "site --preset soft-green,bold-orange --name Brand",
        "'--name' follows '--preset soft-green,bold-orange', which names 2 themes; give the preset to name its own "
            + "'--preset ID --name NAME'", usage: "site"),
    .init(
        "render --preset all --name Brand",
        "'--name' follows '--preset all', which names \(GentlePreset.all.count) themes; give the preset to name its "
            + "own '--preset ID --name NAME'", usage: "render"),
    .init(
        "site --theme a.json --name A --name B --preset soft-green",
        "'--theme a.json' is followed by 2 '--name's; give each theme one name", usage: "site"),
    .init(
        "site --preset all --theme themes/soft-green.json",
        "'--theme themes/soft-green.json' and '--preset soft-green' are both the theme 'soft-green' and would share its "
            + "pages; rename the file", usage: "site"),
    .init(
        "verify --name A --name B",
        "'--name' is given 2 times with no '--theme' or '--preset' to pair with; name the config's themes by their "
            + "\"name\", or write '--theme FILE --name NAME' for each", usage: "verify"),
    .init("render --jobs 0", "'--jobs' must be at least 1, not 0", usage: "render"),
    .init("record -j -3", "'--jobs' must be at least 1, not -3", usage: "record"),
    .init("verify --threshold 1.5", "'--threshold' must be between 0 and 1, not 1.5", usage: "verify"),
    .init("diff a b --threshold -0.1", "'--threshold' must be between 0 and 1, not -0.1", usage: "diff"),
    .init("diff a b --threshold nan", "'--threshold' must be between 0 and 1, not nan", usage: "diff"),
    .init("verify --max-diff-pixels -1", "'--max-diff-pixels' must be 0 or more, not -1", usage: "verify"),
    .init(
        "verify --max-diff-ratio 2", "'--max-diff-ratio' must be between 0 and 1, not 2.0",
        usage: "verify"),
]

@Test(
    arguments: unknownOptions + missingValues + invalidValues + argumentCounts + unknownSubcommands
        + refusedCombinations)
func usageErrorsExit64WithMessageUsageAndHint(errorCase: UsageErrorCase) throws {
    let run = CapturedRun(errorCase.arguments)
    #expect(run.exitCode == .usage)
    #expect(run.standardOutput.isEmpty)
    let lines = run.standardError.split(separator: "\n").map(String.init)
    #expect(lines.first == "Error: \(errorCase.message)")
    let invocation = errorCase.command.map { "gentle-specimen \($0)" } ?? "gentle-specimen"
    #expect(lines.dropFirst().first?.hasPrefix("Usage: \(invocation)") == true)
    #expect(lines.last == "  See '\(invocation) --help' for more information.")
}

@Test func usageLineInAnErrorMatchesTheHelpUsage() {
    let help = CapturedRun(["help", "diff"]).standardOutput
    let error = CapturedRun(["diff"]).standardError
    let usage = error.split(separator: "\n").dropFirst().dropLast().joined(separator: "\n")
    #expect(help.contains(usage.replacingOccurrences(of: "Usage: ", with: "USAGE: ")))
}
