import Foundation

/// Escaping for the report's text formats, and for the site's pages (`gentle-specimen site`).
package enum Markup {
    /// Text safe inside XML or HTML elements and double- or single-quoted attributes. Characters
    /// XML 1.0 forbids even as references (most C0 controls) become U+FFFD, so the file stays valid;
    /// bidirectional controls are written as `\u{202E}`, as the terminal and Markdown show them (a
    /// character reference would still reorder the text in a browser or a CI's test view).
    package static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where UntrustedText.isBidiControl(scalar): result += UntrustedText.escape(scalar)
            case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value):
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A relative URL for a file of the report, each path component percent-encoded.
    package static func relativeURL(_ components: [String]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return components.map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? $0 }
            .joined(separator: "/")
    }
}
