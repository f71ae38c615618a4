import Foundation
import Testing

@testable import GentleFiles

/// `Markup.relativeURL` encodes as Foundation's `addingPercentEncoding` did before the tool left
/// Foundation for FoundationEssentials, so report and site links are byte for byte as before.
@Suite struct RelativeURLTests {
    @Test(arguments: [
        ["gentle-default", "colors-light.png"],
        ["brand one", "typography dark@2x.png"],
        ["Größe", "日本語", "emoji 🎨", "é" + "\u{301}"],
        ["a/b?c#d&e=f%g+h", "~tilde_-.", "quote\"'<>"],
        ["\u{202E}gnp.exe", "tab\tnew\nline", "nul\u{0}"],
        ["", ".", ".."],
    ])
    func encodesAsFoundationDid(components: [String]) {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let foundation = components.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }
        #expect(Markup.relativeURL(components) == foundation.joined(separator: "/"))
    }
}
