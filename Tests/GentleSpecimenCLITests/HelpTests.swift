import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

private let commandNames = CommandLineTool.gentleSpecimen.commands.map { $0.spec.name }

private func spec(named name: String) throws -> CommandSpec {
    try #require(CommandLineTool.gentleSpecimen.commands.first { $0.spec.name == name }).spec
}

@Test func toolDeclaresEveryCommandOfTheDesign() {
    #expect(
        commandNames == [
            "render", "verify", "record", "accept", "diff", "validate", "presets", "tokens", "compare", "init",
            "merge-reports", "site", "review", "coverage",
        ])
}

@Test(arguments: commandNames)
func helpIsTheSameWhicheverWayItIsAskedFor(name: String) {
    let viaHelp = CapturedRun(["help", name])
    let viaLong = CapturedRun([name, "--help"])
    let viaShort = CapturedRun([name, "-h"])
    let afterOptions = CapturedRun([name, "--no-such-option", "-h"])
    #expect(viaHelp.exitCode == .success)
    #expect(viaHelp.standardError.isEmpty)
    #expect(viaHelp.standardOutput.hasPrefix("OVERVIEW: "))
    for other in [viaLong, viaShort, afterOptions] {
        #expect(other.exitCode == .success)
        #expect(other.standardOutput == viaHelp.standardOutput)
    }
}

@Test(arguments: commandNames)
func helpHasItsSectionsAndEveryDeclaredOption(name: String) throws {
    let command = try spec(named: name)
    let help = CapturedRun([name, "--help"]).standardOutput
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "OVERVIEW: \(command.abstract)")
    #expect(lines.contains { $0.hasPrefix("USAGE: gentle-specimen \(name)") })
    #expect(lines.contains("OPTIONS:"))
    #expect(lines.contains("ARGUMENTS:") == !command.arguments.isEmpty)
    #expect(lines.contains("  -h, --help              Show help information."))
    for option in command.options {
        let label = " \(option.synopsis)"
        #expect(lines.contains { $0.hasPrefix("  -") && ($0.contains(label + " ") || $0.hasSuffix(label)) })
        #expect(help.contains("[\(option.synopsis)]"))
    }
    for argument in command.arguments {
        #expect(lines.contains { $0.hasPrefix("  \(argument.synopsis)") })
    }
    #expect(lines.allSatisfy { $0.count <= HelpLayout.width || !$0.contains(" ") })
}

@Test(arguments: [["--help"], ["-h"], ["help"], ["help", "--help"]])
func toolHelpListsEverySubcommand(arguments: [String]) {
    let run = CapturedRun(arguments)
    #expect(run.exitCode == .success)
    #expect(run.standardOutput.hasPrefix("OVERVIEW: Draws specimen sheets"))
    #expect(run.standardOutput.contains("\nUSAGE: gentle-specimen <subcommand>\n"))
    #expect(run.standardOutput.contains("  --version               Show the version.\n"))
    #expect(run.standardOutput.contains("  render (default)        Draws specimen sheets of a theme.\n"))
    for name in commandNames {
        #expect(run.standardOutput.contains("\n  \(name) "))
    }
    #expect(run.standardOutput.hasSuffix("  See 'gentle-specimen help <subcommand>' for detailed help.\n"))
}

@Test func versionIsPrintedOnStandardOutput() {
    let run = CapturedRun(["--version"])
    #expect(run.exitCode == .success)
    #expect(run.standardOutput == "\(ToolInfo.version)\n")
}

// The version has one place, which Scripts/release.sh sets together with the changelog's newest
// section: the two never disagree.
@Test func theVersionIsTheChangelogsNewestRelease() throws {
    let changelog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("CHANGELOG.md")
    let headings = try String(contentsOf: changelog, encoding: .utf8).split(separator: "\n")
        .filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
    #expect(headings.first?.hasPrefix("## [\(ToolInfo.version)] - ") == true)
}

@Test func diffHelpIsExactlyAsDesigned() {
    let expected = """
        OVERVIEW: Compares two PNG images and prints how many pixels differ.

        Works on any two PNGs, not only images this tool drew; --compare auto compares
        exactly only two images this tool drew with the same renderer. Exits 0 when they
        match, 1 when they differ or have different sizes, 65 when one is not a valid
        PNG (or is over 512 MiB), 74 when one cannot be read or the diff image cannot be
        written.

        USAGE: gentle-specimen diff [--output <file>] [--compare <how>]
                                    [--threshold <t>] [--max-diff-pixels <n>]
                                    [--max-diff-ratio <r>] [--no-aa] [--no-checkerboard]
                                    <expected> <actual>

        ARGUMENTS:
          <expected>              The reference PNG image.
          <actual>                The PNG image compared with it.

        OPTIONS:
          -o, --output <file>     Where to write the diff image.
          --compare <how>         exact counts every changed pixel; perceptual uses the
                                  threshold and anti-aliasing detection; auto is exact
                                  when the golden was drawn by this renderer (the same
                                  libraries and fonts), perceptual otherwise, and says
                                  so. (values: exact, perceptual, auto; default: auto)
          --threshold <t>         The YIQ colour distance, from 0 to 1, above which a
                                  pixel differs. (default: 0.1)
          --max-diff-pixels <n>   How many differing pixels an image may have and still
                                  match; with --max-diff-ratio too, the stricter wins.
                                  (default: 0, or no count limit when --max-diff-ratio
                                  is given)
          --max-diff-ratio <r>    The share of differing pixels, from 0 to 1, an image
                                  may have and still match.
          --no-aa                 Count anti-aliased pixels as differences instead of
                                  ignoring them.
          --no-checkerboard       Blend translucent pixels over white before measuring
                                  them, as pixelmatch 6 and earlier did, instead of over
                                  pixelmatch 7's checkerboard (perceptual only).
          -h, --help              Show help information.

        """
    #expect(CapturedRun(["help", "diff"]).standardOutput == expected)
}

@Test func helpShowsAllowedValuesAndDefaults() {
    let help = CapturedRun(["render", "--help"]).standardOutput
    let scale = "  --scale <scale>         Device pixels per point. (values: 1, 2, 3; default: 2)\n"
    #expect(help.contains(scale))
    #expect(help.contains("accessibilityExtraExtraExtraLarge; default: large)"))
    #expect(help.contains("(default: the number\n                          of cores)"))
}

@Test func aLabelTooLongForItsColumnPutsTheDescriptionOnTheNextLine() {
    let lines = HelpLayout.entry(label: "--size-category <category>", description: "Short.")
    #expect(lines == ["  --size-category <category>", String(repeating: " ", count: 26) + "Short."])
}

@Test func initHelpIsExactlyAsDesigned() {
    let expected = """
        OVERVIEW: Writes a starter gentle-specimen.json and CI workflow here.

        Writes gentle-specimen.json and .github/workflows/specimens.yml (one verify job;
        with --shards n, n jobs each verifying a share with --shard i/n, then one
        joining their reports with merge-reports: worth it once verify takes minutes;
        with --pages, a job that builds the site on the default branch and one that
        publishes it with GitHub Pages; with --review,
        .github/workflows/specimen-review.yml instead: each pull request reviewed
        against its base commit with review --base, no goldens and no Git LFS), and adds
        /specimen-report/ to .gitignore unless a line already ignores the report folder.
        The config names the theme (--theme, else the first Theme/*.json), the sheets,
        light and dark, scale 1, goldens beside the theme and an exact comparison;
        render, verify and record then need no options. Never overwrites the config or
        the workflow: exits 73 when either exists or its folder is a symbolic link, 64
        when there is no theme to name, --shards is not 1 to 256 or --review comes with
        --shards or --pages, 66 when the --theme file is not there, and 74 when the
        directory cannot be written or .gitignore cannot be read (65 when it is over 1
        MiB), writing nothing in each case.

        USAGE: gentle-specimen init [--theme <file>] [--shards <n>] [--pages] [--review]

        OPTIONS:
          --theme <file>          The theme JSON file the config names. (default: the
                                  first Theme/*.json in the working directory)
          --shards <n>            Verify in n parallel CI jobs (verify --shard i/n)
                                  joined by a merge-reports job. (default: 1, a single
                                  verify job)
          --pages                 Also build the style-guide site (site) on the default
                                  branch and publish it with GitHub Pages.
          --review                Write a pull-request workflow that reviews each theme
                                  against the base commit (review --base), with no
                                  goldens, instead of the verify workflow.
          -h, --help              Show help information.

        """
    #expect(CapturedRun(["help", "init"]).standardOutput == expected)
}

/// The OPTIONS entries of a command's help, from `--theme` to `--config`.
private func selectionEntries(of command: String) -> String {
    let help = CapturedRun([command, "--help"]).standardOutput
    guard let start = help.range(of: "  --theme <file>"), let end = help.range(of: "  --config <file>") else {
        return ""
    }
    return String(help[start.lowerBound..<end.upperBound])
}

@Test func renderVerifyAndRecordShowTheSameSelectionOptions() {
    let render = selectionEntries(of: "render")
    #expect(render.contains("  --name <name>           The display name sheet headers and pages show for the\n"))
    #expect(render.contains("  --size-category <categories>\n                          The Dynamic Type sizes"))
    #expect(render.contains("  --strict                Refuse to draw (exit 65, nothing written) when a theme\n"))
    #expect(render.contains("(default: $GENTLE_SPECIMEN_FONTS, else the\n"))
    #expect(render.contains("for more themes. (repeatable)\n"))
    let goldenDefaults = render.replacingOccurrences(
        of: "(values: 1, 2, 3; default: 2)", with: "(values: 1, 2, 3; default: 1)")
    #expect(selectionEntries(of: "verify") == goldenDefaults)
    #expect(selectionEntries(of: "record") == goldenDefaults)
}

@Test func validateHelpShowsStrict() {
    let help = CapturedRun(["validate", "--help"]).standardOutput
    #expect(help.contains("  --strict                Exit 65 when there are warnings too, or a press\n"))
    #expect(help.contains("USAGE: gentle-specimen validate [--strict] [--json] <files> ...\n"))
}
