import Foundation
import Testing

@testable import GentleFiles

/// `LiteralText.replacing` replaces as `replacingOccurrences(of:with:)` did before the tool left
/// Foundation for FoundationEssentials, a quote that a combining mark follows included.
@Suite struct LiteralTextTests {
    @Test(arguments: [
        ("it's", "'", "'\\''"), ("a'\u{301}b", "'", "'\\''"), ("press-states", "-", " "), ("", "'", "x"),
        ("buttons.animations.pop", "buttons.animations.", ""), ("aaa", "aa", "b"), ("back\\slash", "\\", "\\\\"),
        ("Größe-über", "-", "_"), ("no match", "zz", "y"), ("é", "e", "x"), ("e\u{301}", "e", "x"),
    ])
    func replacesAsFoundationDid(text: String, target: String, replacement: String) {
        #expect(
            LiteralText.replacing(target, with: replacement, in: text)
                == text.replacingOccurrences(of: target, with: replacement))
    }
}
