import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

private let commands = CommandLineTool.gentleSpecimen.commands.map { $0.spec }

private func script(_ shell: CompletionShell) -> String {
    CapturedRun(["--generate-completion-script", shell.rawValue]).standardOutput
}

@Test(arguments: CompletionShell.allCases)
func completionScriptIsPrintedForEveryShell(shell: CompletionShell) {
    let run = CapturedRun(["--generate-completion-script", shell.rawValue])
    #expect(run.exitCode == .success)
    #expect(run.standardError.isEmpty)
    #expect(run.standardOutput == CapturedRun(["--generate-completion-script=\(shell.rawValue)"]).standardOutput)
}

@Test(arguments: [
    ["--generate-completion-script"], ["--generate-completion-script", "tcsh"],
    ["--generate-completion-script", "bash", "zsh"],
    ["--generate-completion-script", "bash", "--generate-reference", "man"],
])
func completionScriptRefusesAWrongCommandLine(arguments: [String]) {
    let run = CapturedRun(arguments)
    #expect(run.exitCode == .usage)
    #expect(run.standardOutput.isEmpty)
    #expect(run.firstErrorLine.hasPrefix("Error: "))
}

@Test func theReferenceGeneratorIsNotInTheToolsHelp() {
    let help = CapturedRun(["--help"]).standardOutput
    #expect(!help.contains("generate-reference"))
}

/// Every command and each of its options is in each shell's script.
@Test(arguments: CompletionShell.allCases)
func completionScriptNamesEveryCommandAndOption(shell: CompletionShell) {
    let text = script(shell)
    for command in commands {
        #expect(text.contains(command.name), "\(shell) \(command.name)")
        for option in command.options {
            // fish declares an option by its name without dashes: `-l theme`.
            let written = shell == .fish ? "-l \(option.long) " : option.displayName
            #expect(text.contains(written), "\(shell) \(command.name) \(option.displayName)")
        }
    }
}

@Test func bashParsesTheScript() async throws {
    let bash = try #require(Shell("bash"))
    let run = try await bash.run(["-n", "completion.bash"], files: ["completion.bash": script(.bash)])
    #expect(run.status == 0)
}

/// A command line being completed, the cursor in its last word, and what bash must offer.
struct BashCompletionCase: Sendable, CustomTestStringConvertible {
    let words: [String]
    let offered: [String]

    var testDescription: String { words.joined(separator: " ") + "<TAB>" }
}

private let bashCases = [
    BashCompletionCase(words: ["ver"], offered: ["verify"]),
    BashCompletionCase(words: ["help", "merge"], offered: ["merge-reports"]),
    BashCompletionCase(words: ["render", "--sh"], offered: ["--sheet"]),
    BashCompletionCase(words: ["render", "--scheme", ""], offered: ["light", "dark", "both"]),
    BashCompletionCase(
        words: ["render", "--sheet", "typography,co"], offered: ["typography,colors", "typography,controls"]),
    BashCompletionCase(words: ["verify", "--record", "=", "f"], offered: ["failed"]),
    BashCompletionCase(words: ["validate", "--j"], offered: ["--json"]),
    BashCompletionCase(words: ["diff", "a.png", "--max-diff-r"], offered: ["--max-diff-ratio"]),
    // Options without a subcommand are the default command's.
    BashCompletionCase(words: ["--sc"], offered: ["--scheme", "--scale"]),
    BashCompletionCase(words: ["--generate-completion-script", "z"], offered: ["zsh"]),
    BashCompletionCase(words: ["render", "--jobs", ""], offered: []),
]

/// Drives the completion function as bash's `complete -F` does: COMP_WORDS and COMP_CWORD set,
/// COMPREPLY read back.
@Test(arguments: bashCases)
func bashOffersTheCompletions(completion: BashCompletionCase) async throws {
    let bash = try #require(Shell("bash"))
    let driver = """
        source completion.bash
        COMP_WORDS=("$@")
        COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 ))
        _gentle_specimen
        printf '%s\\n' "${COMPREPLY[@]}"
        """
    let run = try await bash.run(
        ["-c", driver, "bash", "gentle-specimen"] + completion.words, files: ["completion.bash": script(.bash)])
    #expect(run.status == 0)
    #expect(run.output.split(separator: "\n").map(String.init) == completion.offered)
}

@Test(.enabled(if: Shell("zsh") != nil, "zsh is not installed (apt-get install zsh)"))
func zshParsesTheScript() async throws {
    let zsh = try #require(Shell("zsh"))
    let run = try await zsh.run(["-n", "_gentle-specimen"], files: ["_gentle-specimen": script(.zsh)])
    #expect(run.status == 0)
}

/// Sourced after compinit, the script registers its function for the tool.
@Test(.enabled(if: Shell("zsh") != nil, "zsh is not installed (apt-get install zsh)"))
func zshRegistersTheCompletionWhenSourced() async throws {
    let zsh = try #require(Shell("zsh"))
    let driver =
        "autoload -U compinit && compinit -u -d ./zcompdump && source ./_gentle-specimen && "
        + "print -r -- $_comps[gentle-specimen]"
    let run = try await zsh.run(["-f", "-c", driver], files: ["_gentle-specimen": script(.zsh)])
    #expect(run.status == 0)
    #expect(run.output == "_gentle-specimen\n")
}

@Test(.enabled(if: Shell("fish") != nil, "fish is not installed (apt-get install fish)"))
func fishParsesTheScript() async throws {
    let fish = try #require(Shell("fish"))
    let run = try await fish.run(
        ["--no-execute", "gentle-specimen.fish"], files: ["gentle-specimen.fish": script(.fish)])
    #expect(run.status == 0)
}

/// fish's own `complete -C` on the script: the words it offers for a command line, without descriptions.
@Test(
    .enabled(if: Shell("fish") != nil, "fish is not installed (apt-get install fish)"),
    arguments: [
        BashCompletionCase(words: ["ver"], offered: ["verify"]),
        BashCompletionCase(words: ["render", "--scheme", ""], offered: ["both", "dark", "light"]),
        BashCompletionCase(words: ["validate", "--j"], offered: ["--json"]),
        BashCompletionCase(words: ["help", "merge"], offered: ["merge-reports"]),
    ])
func fishOffersTheCompletions(completion: BashCompletionCase) async throws {
    let fish = try #require(Shell("fish"))
    let line = (["gentle-specimen"] + completion.words).joined(separator: " ")
    // `string replace` exits 1 when no word has a description (help's); the words are what is checked.
    let driver = "source gentle-specimen.fish; complete -C $argv[1] | string replace -r '\\t.*' ''; true"
    let run = try await fish.run(
        ["--no-config", "-c", driver, line], files: ["gentle-specimen.fish": script(.fish)])
    #expect(run.status == 0)
    #expect(run.output.split(separator: "\n").map(String.init) == completion.offered)
}
