import Foundation
import GentleSpecimenCLITestSupport
import GentleTheme
import Testing

@testable import GentleSpecimenCLI

/// A `tokens` command line and what its JSON must say.
struct TokensCase: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let scheme: String
    let sizeCategory: String
    let primaryCTA: String
    let bodySize: Double

    var testDescription: String { arguments.joined(separator: " ") }
}

private func tokens(_ arguments: [String]) -> CapturedRun {
    CapturedRun(["tokens"] + arguments, environment: .testing(workingDirectory: Fixtures.directory))
}

@Test(arguments: [
    TokensCase(
        arguments: [], scheme: "light", sizeCategory: "large", primaryCTA: "#4A6EF5", bodySize: 17),
    TokensCase(
        arguments: ["--scheme", "dark"], scheme: "dark", sizeCategory: "large", primaryCTA: "#3B82F6",
        bodySize: 17),
    TokensCase(
        arguments: ["--preset", "soft-green", "--scheme", "dark", "--size-category", "xSmall"],
        scheme: "dark", sizeCategory: "xSmall", primaryCTA: "#4ADE9F", bodySize: 14),
    TokensCase(
        arguments: ["--size-category", "accessibilityExtraExtraExtraLarge"],
        scheme: "light", sizeCategory: "accessibilityExtraExtraExtraLarge", primaryCTA: "#4A6EF5",
        bodySize: 53),
    // The file's invalid primaryCTA hex is drawn the way the package draws it, as its warning says.
    TokensCase(
        arguments: ["--theme", "themes/warnings-only.json"],
        scheme: "light", sizeCategory: "large", primaryCTA: "#004A6E", bodySize: 17),
])
func tokensPrintsTheResolvedTheme(tokensCase: TokensCase) throws {
    let run = tokens(tokensCase.arguments)
    #expect(run.exitCode == .success)
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput.hasSuffix("}\n"))
    let document = try JSONDecoder().decode(TokensDocument.self, from: Data(run.standardOutput.utf8))
    #expect(document.specVersion == "0.7.0")
    #expect(document.scheme == tokensCase.scheme)
    #expect(document.sizeCategory == tokensCase.sizeCategory)
    #expect(document.colors.count == 19)
    #expect(document.colors["primaryCTA"] == tokensCase.primaryCTA)
    #expect(document.text["body_m"]?.size == tokensCase.bodySize)
}

@Test func tokensOutputIsTheSameBytesEveryRun() {
    let arguments = ["--preset", "editorial-paper", "--scheme", "dark"]
    #expect(tokens(arguments).standardOutput == tokens(arguments).standardOutput)
}

@Test func aRefusedThemeFileIsADataErrorListingItsProblems() {
    let run = tokens(["--theme", "themes/errors-and-warnings.json"])
    #expect(run.exitCode == .dataError)
    #expect(run.standardOutput.isEmpty)
    let lines = run.standardError.split(separator: "\n").map(String.init)
    #expect(lines.count == 4)
    #expect(lines.first == "Error: themes/errors-and-warnings.json is not a valid theme")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("themes/errors-and-warnings.json:") })
}

@Test func aMissingThemeFileIsAnIOError() {
    let run = tokens(["--theme", "themes/absent.json"])
    #expect(run.exitCode == .ioError)
    #expect(run.standardError == "Error: themes/absent.json: cannot be read: no such file\n")
}
