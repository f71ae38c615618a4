import Foundation
import GentleSpecimenCLITestSupport
import Testing

@testable import GentleSpecimenCLI

/// The repository's root, three folders above this file.
private let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

private let commands = CommandLineTool.gentleSpecimen.commands.map { $0.spec }

/// The generated documents are committed; a change to any command's spec must regenerate them.
@Test(arguments: ReferenceFormat.allCases)
func committedReferenceIsCurrent(format: ReferenceFormat) throws {
    let generated = CapturedRun(["--generate-reference", format.rawValue])
    #expect(generated.exitCode == .success)
    #expect(generated.standardError.isEmpty)
    let committed = try String(
        contentsOf: repository.appendingPathComponent(format.committedPath), encoding: .utf8)
    let fresh = generated.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
    let old = committed.split(separator: "\n", omittingEmptySubsequences: false)
    let firstDifference =
        zip(old, fresh).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(old.count, fresh.count)
    #expect(
        committed == generated.standardOutput,
        """
        \(format.committedPath) is stale from line \(firstDifference + 1): run \
        \(ReferenceFormat.regenerationCommand) and commit the result
        """)
}

@Test(arguments: commands.map(\.name))
func markdownReferenceHasEveryPartOfTheSpec(name: String) throws {
    let command = try #require(commands.first { $0.name == name })
    let markdown = CommandReference.markdown(for: .gentleSpecimen)
    let section = try #require(part(of: markdown, from: "\n## \(name)\n", to: "\n## "))
    #expect(section.contains("```\n" + UsageLine.lines(for: command, prefix: "").joined(separator: "\n") + "\n```"))
    for option in command.options {
        let label = option.short.map { "-\($0), \(option.synopsis)" } ?? option.synopsis
        #expect(section.contains("\n- `\(label)`: "), "\(name) \(option.displayName)")
    }
    for argument in command.arguments {
        #expect(section.contains("\n- `\(argument.synopsis)`: "))
    }
    for status in command.exitStatuses {
        #expect(section.contains("\n| \(status.code.rawValue) | "))
    }
}

@Test(arguments: commands.map(\.name))
func manPageHasEveryCommandOptionArgumentAndCode(name: String) throws {
    let command = try #require(commands.first { $0.name == name })
    let page = ManualPage.text(for: .gentleSpecimen)
    let heading = ".SS \"\(ManualPage.roff(name))"
    let section = try #require(part(of: page, from: "\n" + heading, to: "\n.S"), "no \(heading)")
    for option in command.options {
        #expect(section.contains("\\fB\(ManualPage.roff(option.displayName))\\fR"), "\(name) \(option.displayName)")
        if let short = option.short {
            #expect(section.contains("\\fB\\-\(short)\\fR, \\fB\(ManualPage.roff(option.displayName))"))
        }
        if let valueName = option.valueName {
            #expect(
                section.contains("\(ManualPage.roff(option.displayName))\\fR \\fI\(ManualPage.roff(valueName))\\fR"))
        }
    }
    for argument in command.arguments {
        #expect(section.contains("\\fI\(ManualPage.roff(argument.synopsis))\\fR"))
    }
    for status in command.exitStatuses {
        #expect((section + "\n").contains(".TP\n.B \(status.code.rawValue)\n\(ManualPage.roff(status.meaning))\n"))
    }
}

@Test func manPageHasTheToolsOwnOptionsAndEveryExitCode() {
    let page = ManualPage.text(for: .gentleSpecimen)
    for option in ToolOptions.documented {
        #expect(page.contains("\\fB\(ManualPage.roff(option.displayName))\\fR"))
    }
    #expect(!page.contains(ManualPage.roff(ToolOptions.reference.spec.displayName)))
    for code in ExitCode.all {
        #expect(page.contains(".B \(code.rawValue)\n\(ManualPage.roff(code.summary))\n"))
    }
}

@Test(arguments: ["-leading dash", ".starts a request", "'starts a request", "back\\slash", "old → new"])
func roffTextNeverStartsARequestOrEscape(text: String) {
    let line = ManualPage.roff(text)
    #expect(!line.hasPrefix(".") && !line.hasPrefix("'"))
    #expect(line.unicodeScalars.allSatisfy { $0.isASCII })
    #expect(
        !line.replacingOccurrences(of: "\\e", with: "").replacingOccurrences(of: "\\-", with: "")
            .replacingOccurrences(of: "\\&", with: "").replacingOccurrences(of: "\\[u2192]", with: "").contains("\\"))
}

/// groff with every warning on, and man as a reader runs it, say nothing about the page.
@Test(.enabled(if: Shell("groff") != nil && Shell("man") != nil, "groff or man is not installed"))
func manPageRendersWithoutWarnings() async throws {
    let sh = try #require(Shell("sh"))
    let page = ManualPage.text(for: .gentleSpecimen)
    let groff = try await sh.run(
        ["-c", "groff -ww -z -man gentle-specimen.1 2>&1"], files: ["gentle-specimen.1": page])
    #expect(groff.status == 0)
    #expect(groff.output.isEmpty)
    let man = try await sh.run(
        ["-c", "MANWIDTH=80 man --warnings -l ./gentle-specimen.1 2>&1 >/dev/null"], files: ["gentle-specimen.1": page])
    #expect(man.status == 0)
    #expect(man.output.isEmpty)
}

/// The text of `document` from `start` to the next `end` after it, or nil when `start` is absent.
private func part(of document: String, from start: String, to end: String) -> String? {
    guard let head = document.range(of: start) else { return nil }
    let tail = document.range(of: end, range: head.upperBound..<document.endIndex)
    return String(document[head.lowerBound..<(tail?.lowerBound ?? document.endIndex)])
}
