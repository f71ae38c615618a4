import Foundation
import GentleThemeDiff
import GentleTokens
import Testing

@Suite("Theme diff reports: text, Markdown, JSON, escaping")
struct ReportFormatTests {
    static let colourChange = SpecEdit.diff { $0.colors.pairByRole["primaryCTA"]?.lightHex = "#2E8B6E" }

    @Test func textListsEachChangeOnOneLineUnderItsGroup() {
        let text = DiffText.render(Self.colourChange)
        #expect(text.hasPrefix("gentle-default → edited: 1 token changed, "))
        #expect(text.contains("\ncolors\n  colors.primaryCTA.light  #4A6EF5 → #2E8B6E  ΔE00 41.50\n"))
        #expect(text.contains("\ncontrast\n  light  textOnPrimaryCTA on primaryCTA  "))
    }

    @Test func markdownIsATablePerGroupWithFlagsInBold() {
        let diff = SpecEdit.diff { $0.colors.pairByRole["textTertiary"]?.lightHex = "#8A8F98" }
        let markdown = DiffMarkdown.render(diff)
        #expect(markdown.hasPrefix("### Theme changes: gentle-default → edited\n"))
        #expect(markdown.contains("| `colors.textTertiary.light` | `#6B7280` | `#8A8F98` | ΔE00 "))
        #expect(markdown.contains("| light | `textTertiary` on `background` | 4.83 AA | 3.2"))
        #expect(markdown.contains("**AA lost**"))
    }

    @Test func jsonDecodesBackToTheSameNumbers() throws {
        let data = try DiffDocument(Self.colourChange).encoded()
        let document = try JSONDecoder().decode(DiffDocument.self, from: data)
        #expect(document.identical == false)
        let change = try #require(document.changes.first)
        #expect(change.path == "colors.primaryCTA.light" && change.old == "#4A6EF5" && change.new == "#2E8B6E")
        #expect(abs((change.deltaE ?? 0) - 41.50) < 0.01)
        #expect(document.contrast.contains { $0.text == "textOnPrimaryCTA" && $0.ground == "primaryCTA" })
        // The same diff gives the same bytes.
        #expect(try DiffDocument(Self.colourChange).encoded() == data)
    }

    @Test func equalThemesSayNoChangesInEveryFormat() throws {
        let same = SpecEdit.diff { _ in }
        #expect(DiffText.render(same) == "gentle-default → edited: no changes\n")
        #expect(DiffMarkdown.render(same).contains("**no changes**"))
        #expect(try DiffDocument(same).encoded().count > 0)
        #expect(DiffDocument(same).identical)
    }

    @Test func themeSuppliedTextIsEscapedForTheTerminalAndForMarkdown() {
        let hostile = "evil\u{1B}[31m|*x*<img src=x>\n"
        let diff = ThemeDiff(
            old: ComparedTheme(name: hostile, spec: GentlePreset.gentleDefault.spec),
            new: ComparedTheme(name: "b", spec: GentlePreset.gentleDefault.spec))
        let text = DiffText.render(diff)
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("evil\\u{1B}[31m|*x*<img src=x>\\u{A}"))
        let markdown = DiffMarkdown.render(diff)
        // Every angle bracket is backslash-escaped, so no tag reaches the Markdown renderer.
        #expect(!markdown.contains("\u{1B}") && !markdown.replacingOccurrences(of: "\\<", with: "").contains("<"))
        #expect(markdown.contains(#"evil\u{1B}\[31m\|\*x\*\<img src=x\>\u{A}"#))
    }

    @Test func anUnknownKeyInTheFileIsEscapedInNotes() throws {
        let plain = try GentleJSONCoding.encode(GentlePreset.gentleDefault.spec)
        var object = try #require(try JSONSerialization.jsonObject(with: plain) as? [String: Any])
        object["x\u{7}|y"] = "<b>"
        let edited = try JSONSerialization.data(withJSONObject: object)
        let diff = ThemeDiff(
            old: ComparedTheme(name: "a", spec: GentlePreset.gentleDefault.spec, document: plain),
            new: ComparedTheme(name: "b", spec: GentlePreset.gentleDefault.spec, document: edited))
        #expect(diff.isEmpty && diff.notes.count == 1)
        #expect(DiffText.render(diff).contains("x\\u{7}|y  (absent) → \"<b>\""))
        #expect(DiffMarkdown.render(diff).contains(#"| x\u{7}\|y | (absent) | "\<b\>" |"#))
    }
}
