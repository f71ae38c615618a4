import Foundation
import Testing

@testable import GentleFiles

/// `LiteralText.replacing` replaces as `replacingOccurrences(of:with:)` did before the tool left
/// Foundation for FoundationEssentials, but for a target that a combining mark follows.
@Suite struct LiteralTextTests {
    @Test(arguments: [
        ("it's", "'", "'\\''"), ("press-states", "-", " "), ("", "'", "x"),
        ("buttons.animations.pop", "buttons.animations.", ""),
        ("aaa", "aa", "b"), ("back\\slash", "\\", "\\\\"), ("Größe-über", "-", "_"), ("no match", "zz", "y"),
        ("é", "e", "x"),
    ])
    func replacesAsFoundationDid(text: String, target: String, replacement: String) {
        #expect(
            LiteralText.replacing(target, with: replacement, in: text)
                == text.replacingOccurrences(of: target, with: replacement))
    }

    /// Foundation on Linux matched whole characters, so a quote that a combining mark follows
    /// stayed unescaped and closed the shell's quoting; byte for byte, it is escaped.
    @Test func quoteBeforeACombiningMarkIsEscaped() {
        #expect(LiteralText.replacing("'", with: "'\\''", in: "a'\u{301}b") == "a'\\''\u{301}b")
        #expect(LiteralText.replacing("e", with: "x", in: "e\u{301}") == "x\u{301}")
    }
}
