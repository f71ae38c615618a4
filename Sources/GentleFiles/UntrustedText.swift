/// Text that came from an input file (a theme's keys and strings, a file name) made inert for
/// the place it is echoed: a terminal or log, or Markdown.
package enum UntrustedText {
    /// `text` with every control character (C0, DEL, C1) and every bidirectional override written
    /// as `\u{1B}`, so that no escape sequence, carriage return, bell or newline from an input
    /// reaches a terminal or a CI log: one printed line stays one line, and no theme can forge a
    /// diagnostic (`fake.json:1:1: error: …`) or reorder what is shown.
    package static func console(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { !isInert($0) }) else { return text }
        return escaped(text, marking: [])
    }

    /// `text` for one cell or list item of GitHub-flavoured Markdown: control characters as in
    /// `console(_:)` (a backslash before a letter is literal in Markdown), and a backslash
    /// before every character that could open a link, an image, code, emphasis, HTML, maths,
    /// a heading or a table cell (`[x](javascript:…)`, `` ` ``, `|`, `<`, `$`). Dots, dashes,
    /// slashes and parentheses stay as they are, so token and case names read as written.
    package static func markdown(_ text: String) -> String {
        escaped(text, marking: markdownSpecials)
    }

    private static let markdownSpecials = Set("\\`*_[]<>|~!#&$".unicodeScalars)

    private static func escaped(_ text: String, marking specials: Set<Unicode.Scalar>) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if !isInert(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                if specials.contains(scalar) { result += "\\" }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isInert(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: false
        // Bidirectional embeddings, overrides and isolates ("Trojan Source").
        case 0x202A...0x202E, 0x2066...0x2069: false
        default: true
        }
    }
}
