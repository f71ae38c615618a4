import Testing

@testable import GentleFiles

@Suite struct UntrustedTextTests {
    @Test(arguments: [
        ("plain gentle-default/colors-light", "plain gentle-default/colors-light"),
        ("\u{1B}[31mred\u{07}", "\\u{1B}[31mred\\u{7}"),
        ("a\nfake.json:1:1: error: injected\r", "a\\u{A}fake.json:1:1: error: injected\\u{D}"),
        ("nul\u{0}tab\t", "nul\\u{0}tab\\u{9}"),
        ("c1\u{9B}del\u{7F}", "c1\\u{9B}del\\u{7F}"),
        ("\u{202E}txt.exe", "\\u{202E}txt.exe"),
        ("\u{2067}isolate\u{2069} \u{200E}lrm", "\\u{2067}isolate\\u{2069} \\u{200E}lrm"),
        ("\u{200F}rlm \u{61C}alm", "\\u{200F}rlm \\u{61C}alm"),
        ("Größe · → ✓", "Größe · → ✓"),
    ])
    func consoleTextHasNoControlCharacters(text: String, expected: String) {
        let escaped = UntrustedText.console(text)
        #expect(escaped == expected)
        #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test(arguments: [
        ("gentle-default/colors-light", "gentle-default/colors-light"),
        ("colors.primaryCTA: 2 px", "colors.primaryCTA: 2 px"),
        ("[x](javascript:alert(1))", "\\[x\\](javascript:alert(1))"),
        (
            "a|b `code` *em* _u_ <b>&amp; $x$ ~s~ !i #h",
            "a\\|b \\`code\\` \\*em\\* \\_u\\_ \\<b\\>\\&amp; \\$x\\$ \\~s\\~ \\!i \\#h"
        ),
        ("back\\slash", "back\\\\slash"),
        ("line\nbreak", "line\\u{A}break"),
    ])
    func markdownTextIsInert(text: String, expected: String) {
        #expect(UntrustedText.markdown(text) == expected)
    }
}
