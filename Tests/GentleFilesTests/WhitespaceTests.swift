import Foundation
import Testing

@testable import GentleFiles

/// `Whitespace` trims as `trimmingCharacters(in:)` with `.whitespaces` and
/// `.whitespacesAndNewlines` did before the tool left Foundation for FoundationEssentials.
@Suite struct WhitespaceTests {
    @Test(arguments: [
        "", " ", "\t", "\n", "plain", "  true \t", "\n#3366FF\r\n", "\u{A0}1\u{3000}", "\u{2028}x\u{85}",
        "\u{B}\u{C}y\u{2029}", " a b ", "x \u{301}", "\u{200B}zw\u{200B}", "\u{1680}ogham\u{202F}", "🎨 ",
    ])
    func trimsAsFoundationDid(text: String) {
        #expect(Whitespace.trimmed(text) == text.trimmingCharacters(in: .whitespaces))
        #expect(Whitespace.trimmedWithNewlines(text) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    // The scalar check GoldenTokens filters with, against the Character property it stands for.
    @Test(arguments: [
        "", "plain", "a\nb", "\r\n", "x\r", "\u{B}", "\u{C}", "\u{85}", "nel\u{85}\u{301}", "\u{2028}", "\u{2029}",
        "e\u{301}", "\u{A0}", "🎨\u{200D}", "\n\u{301}", "\u{2027}", "\u{2000}\u{A8}", "€\u{85}x",
    ])
    func findsALineBreakAsCharacterDoes(text: String) {
        #expect(Whitespace.containsNewline(text) == text.contains(where: \.isNewline))
    }
}
