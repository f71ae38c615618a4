#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Escaping for the report's text formats, and for the site's pages (`gentle-specimen site`).
package enum Markup {
    /// Text safe inside XML or HTML elements and double- or single-quoted attributes: `inert(_:)`,
    /// then the five markup characters as entity references.
    package static func escaped(_ text: String) -> String {
        let shown = inert(text)
        var result = ""
        result.reserveCapacity(shown.utf8.count)
        for scalar in shown.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Untrusted text as every page shows it, whether in markup (`escaped(_:)`) or as data a
    /// page's script shows (the site's search index): bidirectional controls written as
    /// `\u{202E}`, as the terminal and Markdown show them (a character reference, or the
    /// character in a script's string, would still reorder the text in a browser or a CI's test
    /// view); every other control character (C0 but tab, newline and carriage return; DEL; C1)
    /// and the non-characters U+FFFE and U+FFFF as U+FFFD, since XML 1.0 forbids most of them
    /// even as references and none is meant to be seen.
    package static func inert(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { replacement(for: $0) != nil }) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if let shown = replacement(for: scalar) {
                result += shown
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// What a page shows in place of `scalar`; nil when it shows the scalar itself.
    private static func replacement(for scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\t", "\n", "\r": nil
        case _ where UntrustedText.isBidiControl(scalar): UntrustedText.escape(scalar)
        case _ where !UntrustedText.isInert(scalar) || (0xFFFE...0xFFFF).contains(scalar.value): "\u{FFFD}"
        default: nil
        }
    }

    /// A relative URL for a file of the report, each path component percent-encoded.
    package static func relativeURL(_ components: [String]) -> String {
        components.map(percentEncoded).joined(separator: "/")
    }

    /// `component` with every byte of its UTF-8 but ASCII letters, digits and `-._~` written as
    /// `%XX`, as Foundation's `addingPercentEncoding` with those characters allowed wrote it.
    private static func percentEncoded(_ component: String) -> String {
        var result = ""
        result.reserveCapacity(component.utf8.count)
        for byte in component.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + hexDigits[Int(byte >> 4)] + hexDigits[Int(byte & 0x0F)]
            }
        }
        return result
    }

    private static let hexDigits = "0123456789ABCDEF".map(String.init)
}
