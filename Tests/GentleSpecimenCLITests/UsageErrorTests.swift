import Foundation
import Testing
@testable import GentleSpecimenCLI

/// A command line that must be refused with exit 64, the message, and the command whose usage follows.
struct UsageErrorCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let message: String
    /// The subcommand whose usage is printed, or nil for the tool's own.
    let command: String?

    var testDescription: String { arguments.joined(separator: " ") }
}

private let cases: [UsageErrorCase] = [
    .init(arguments: ["render", "--colour"], message: "Unknown option '--colour'", command: "render"),
    .init(arguments: ["verify", "-x"], message: "Unknown option '-x'", command: "verify"),
    .init(arguments: ["--bogus"], message: "Unknown option '--bogus'", command: "render"),
    .init(arguments: ["render", "--output"], message: "Missing value for '--output <dir>'", command: "render"),
    .init(arguments: ["render", "-o", "--scale", "2"], message: "Missing value for '--output <dir>'", command: "render"),
    .init(arguments: ["diff", "--threshold=", "a.png", "b.png"], message: "Missing value for '--threshold <t>'", command: "diff"),
    .init(
        arguments: ["render", "--format", "jpg"],
        message: "The value 'jpg' is invalid for '--format <format>'. Please provide one of 'png', 'svg' and 'pdf'.",
        command: "render"),
    .init(
        arguments: ["verify", "--record=sometimes"],
        message: "The value 'sometimes' is invalid for '--record <mode>'. Please provide one of 'never', 'missing', 'failed' and 'all'.",
        command: "verify"),
    .init(
        arguments: ["render", "--sheet", "typography,colours"],
        message: "The value 'typography,colours' is invalid for '--sheet <sheets>'. Please provide one of 'typography', 'colors', 'surfaces', 'buttons' and 'all'.",
        command: "render"),
    .init(
        arguments: ["tokens", "--size-category", "huge"],
        message: "The value 'huge' is invalid for '--size-category <category>'. Please provide one of 'xSmall', 'small', 'medium', 'large', 'xLarge', 'xxLarge', 'xxxLarge', 'accessibilityMedium', 'accessibilityLarge', 'accessibilityExtraLarge', 'accessibilityExtraExtraLarge' and 'accessibilityExtraExtraExtraLarge'.",
        command: "tokens"),
    .init(arguments: ["render", "--jobs", "two"], message: "The value 'two' is invalid for '--jobs <n>'", command: "render"),
    .init(arguments: ["diff", "a.png", "b.png", "--max-diff-ratio", "half"], message: "The value 'half' is invalid for '--max-diff-ratio <r>'", command: "diff"),
    .init(arguments: ["render", "--scheme", "light", "--scheme", "dark"], message: "The option '--scheme' can only be given once", command: "render"),
    .init(arguments: ["diff", "--no-aa", "a.png", "--no-aa", "b.png"], message: "The option '--no-aa' can only be given once", command: "diff"),
    .init(arguments: ["diff", "a.png"], message: "Missing expected argument '<actual>'", command: "diff"),
    .init(arguments: ["diff"], message: "Missing expected argument '<expected>'", command: "diff"),
    .init(arguments: ["validate"], message: "Missing expected argument '<files> ...'", command: "validate"),
    .init(arguments: ["diff", "a.png", "b.png", "c.png"], message: "Unexpected argument 'c.png'", command: "diff"),
    .init(arguments: ["presets", "extra"], message: "Unexpected argument 'extra'", command: "presets"),
    .init(arguments: ["rendr"], message: "Unknown subcommand 'rendr'. Did you mean 'render'?", command: nil),
    .init(arguments: ["preset"], message: "Unknown subcommand 'preset'. Did you mean 'presets'?", command: nil),
    .init(arguments: ["help", "verfy"], message: "Unknown subcommand 'verfy'. Did you mean 'verify'?", command: nil),
    .init(arguments: ["photograph"], message: "Unknown subcommand 'photograph'", command: nil),
    .init(arguments: ["render", "--theme", "a.json", "--preset", "soft-green"], message: "Give either '--theme' or '--preset', not both", command: "render"),
    .init(
        arguments: ["tokens", "--scheme", "both"],
        message: "The value 'both' is invalid for '--scheme <scheme>'. Please provide one of 'light' and 'dark'.",
        command: "tokens"),
    .init(arguments: ["tokens", "--preset", "all"], message: "'tokens' takes one theme; '--preset all' is not allowed", command: "tokens"),
    .init(arguments: ["render", "--jobs", "0"], message: "'--jobs' must be at least 1, not 0", command: "render"),
    .init(arguments: ["record", "-j", "-3"], message: "'--jobs' must be at least 1, not -3", command: "record"),
    .init(arguments: ["verify", "--threshold", "1.5"], message: "'--threshold' must be between 0 and 1, not 1.5", command: "verify"),
    .init(arguments: ["diff", "a", "b", "--threshold", "-0.1"], message: "'--threshold' must be between 0 and 1, not -0.1", command: "diff"),
    .init(arguments: ["diff", "a", "b", "--threshold", "nan"], message: "'--threshold' must be between 0 and 1, not nan", command: "diff"),
    .init(arguments: ["verify", "--max-diff-pixels", "-1"], message: "'--max-diff-pixels' must be 0 or more, not -1", command: "verify"),
    .init(arguments: ["verify", "--max-diff-ratio", "2"], message: "'--max-diff-ratio' must be between 0 and 1, not 2.0", command: "verify"),
    .init(arguments: ["render", "--regions=yes"], message: "Unexpected argument '--regions=yes'", command: "render"),
]

@Test(arguments: cases)
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
