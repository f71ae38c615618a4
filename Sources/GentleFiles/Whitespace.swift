/// Trimming by the Unicode scalars that Foundation's `CharacterSet.whitespaces` and
/// `.whitespacesAndNewlines` hold, which FoundationEssentials does not have.
package enum Whitespace {
    /// `text` without the spaces (general category Zs, and U+200B) and tabs at either end.
    package static func trimmed(_ text: some StringProtocol) -> String {
        trimmed(text, where: isBlank)
    }

    /// `text` without the spaces, tabs and line breaks (U+000A to U+000D, U+0085, U+2028, U+2029)
    /// at either end.
    package static func trimmedWithNewlines(_ text: some StringProtocol) -> String {
        trimmed(text) { isBlank($0) || isNewline($0) }
    }

    /// Whether `text` holds a line break (U+000A to U+000D, U+0085, U+2028, U+2029): the same
    /// answer as `text.contains(where: \.isNewline)`, as each of those scalars is a Character of
    /// its own (or the first of "\r\n"), read from the UTF-8 bytes without breaking the text into
    /// Characters or scalars.
    package static func containsNewline(_ text: String) -> Bool {
        var text = text
        // A native string's bytes are contiguous already; a bridged one is copied once.
        return text.withUTF8(containsNewline)
    }

    // Unoptimised, walking a buffer by index is several times faster than iterating a UTF-8 view,
    // and comparisons faster than range patterns (each a generic `~=` call); a golden's token
    // values go through this, every key and value.
    private static func containsNewline(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        // The last two bytes seen, for U+0085 (C2 85) and U+2028, U+2029 (E2 80 A8, E2 80 A9).
        var (second, last): (UInt8, UInt8) = (0, 0)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x0A && byte <= 0x0D { return true }
            if byte == 0x85 && last == 0xC2 { return true }
            if (byte == 0xA8 || byte == 0xA9) && second == 0xE2 && last == 0x80 { return true }
            (second, last) = (last, byte)
            index += 1
        }
        return false
    }

    private static func trimmed(_ text: some StringProtocol, where drop: (Unicode.Scalar) -> Bool) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !drop($0) }),
            let last = scalars.lastIndex(where: { !drop($0) })
        else { return "" }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: scalars[first...last])
        return String(kept)
    }

    // Foundation's sets also hold U+200B ZERO WIDTH SPACE, which is not Zs.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar == "\u{200B}" || scalar.properties.generalCategory == .spaceSeparator
    }

    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
