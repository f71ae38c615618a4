/// Reads UTF-8 bytes one at a time, keeping the line and column of the next byte.
struct JSONCursor {
    let bytes: [UInt8]
    private(set) var index = 0
    private(set) var position = GentleSourcePosition.start

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is not content; JSONDecoder skips it too.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }
    var isAtEnd: Bool { index >= bytes.count }

    mutating func advance() {
        guard let byte = current else { return }
        index += 1
        // A line ends at LF, at CR LF (counted at the LF) and at a lone CR (classic Mac files).
        if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && current != UInt8(ascii: "\n")) {
            position = GentleSourcePosition(line: position.line + 1, column: 1)
        } else if byte == UInt8(ascii: "\r") {
            return
        } else if byte & 0xC0 != 0x80 {
            // Continuation bytes belong to the scalar whose lead byte already moved the column.
            position.column += 1
        }
    }

    mutating func skipWhitespace() {
        while let byte = current,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r")
        {
            advance()
        }
    }

    /// Consumes `byte` if it is next.
    mutating func consume(_ byte: UInt8) -> Bool {
        guard current == byte else { return false }
        advance()
        return true
    }

    /// Consumes the ASCII `word` if it is next.
    mutating func consume(word: String) -> Bool {
        let utf8 = Array(word.utf8)
        guard bytes.count - index >= utf8.count, Array(bytes[index..<index + utf8.count]) == utf8 else { return false }
        for _ in utf8 { advance() }
        return true
    }

    /// A readable name for the next character, for messages.
    var currentDescription: String {
        guard let byte = current else { return "end of file" }
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }
}
