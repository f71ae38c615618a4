import Testing

@testable import GentleGolden

/// The report's command lines quote each word so that a shell runs exactly it.
@Suite struct ShellWordTests {
    @Test(arguments: [
        ("Goldens/brand/colors-light.png", "Goldens/brand/colors-light.png"),
        ("my goldens", "'my goldens'"),
        ("it's", "'it'\\''s'"),
        // Foundation on Linux matched whole characters and left this apostrophe unescaped, so
        // it closed the quoting and `; touch x` ran.
        ("a'\u{301}; touch x", "'a'\\''\u{301}; touch x'"),
    ])
    func quotesAWordAsOne(word: String, quoted: String) {
        #expect(ShellWord.quoted(word) == quoted)
    }
}
