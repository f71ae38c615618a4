/// Escaping for text that comes from a theme file (names, keys, raw JSON values) before it
/// reaches a terminal or Markdown, so that a theme cannot move the cursor, recolour the terminal
/// or inject links, tables or HTML into a pull-request comment.
public enum UntrustedText {
    /// `text` with every control character (C0, DEL, C1) written as `\u{1B}`, safe for a terminal.
    public static func terminal(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                escaped += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// `text` safe inside a Markdown paragraph or table cell (never at a line's start): control
    /// characters as for the terminal, inline Markdown punctuation backslash-escaped, `<`, `>`
    /// and `&` as HTML entities.
    public static func markdown(_ text: String) -> String {
        var escaped = ""
        for character in terminal(text) {
            switch character {
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "&": escaped += "&amp;"
            // Untrusted text never starts a line, so only inline syntax needs escaping:
            // emphasis, code, links and images, strikethrough and table cells.
            case "\\", "`", "*", "_", "[", "]", "|", "~":
                escaped += "\\\(character)"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
