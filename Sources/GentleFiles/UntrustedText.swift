/// Text that came from an input file (a theme's keys and strings, a file name) made inert for
/// the place it is echoed: a terminal or log, or Markdown.
package enum UntrustedText {
    /// `text` with every control character (C0, DEL, C1) and every bidirectional control
    /// (`isBidiControl(_:)`) written as `\u{1B}`, so that no escape sequence, carriage return, bell or newline from an input
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

    /// How every escaping of untrusted text writes a scalar it will not write as itself:
    /// `\u{202E}`, the same in a terminal, Markdown, HTML and XML, so a reader sees it is there.
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// Whether `scalar` reorders or redirects the text around it: the bidirectional embeddings,
    /// overrides and isolates ("Trojan Source"), and the left-to-right, right-to-left and Arabic
    /// letter marks. Written as themselves, they make a shown file name or command read in
    /// another order than the one copied.
    package static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    /// Whether `scalar` can be written as itself: neither a control character (C0, DEL, C1) nor
    /// a bidirectional control.
    package static func isInert(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: false
        default: !isBidiControl(scalar)
        }
    }

    private static func escaped(_ text: String, marking specials: Set<Unicode.Scalar>) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if !isInert(scalar) {
                result += escape(scalar)
            } else {
                if specials.contains(scalar) { result += "\\" }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
