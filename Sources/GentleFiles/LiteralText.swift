/// Replacement of a literal piece of text, byte for byte, in place of Foundation's
/// `replacingOccurrences(of:with:)`, which FoundationEssentials does not have. Foundation on Linux,
/// like the standard library's `replacing(_:with:)`, matched whole characters, so it missed a `'`
/// that a combining mark follows, and left it to close a shell's quoting.
package enum LiteralText {
    /// `text` with every occurrence of `target`, left to right and not overlapping, replaced.
    package static func replacing(_ target: String, with replacement: String, in text: String) -> String {
        let pattern = Array(target.utf8)
        let bytes = Array(text.utf8)
        guard !pattern.isEmpty, bytes.count >= pattern.count else { return text }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == pattern[0], index + pattern.count <= bytes.count,
                bytes[index..<index + pattern.count].elementsEqual(pattern)
            {
                result += replacement.utf8
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
