/// Strings and numbers, the two JSON tokens with inner grammar.
extension JSONCursor {
    /// Reads a string starting at its opening quote.
    mutating func readString() throws(JSONTokenError) -> String {
        advance()
        var utf8: [UInt8] = []
        while true {
            guard let byte = current else { throw JSONTokenError("unterminated string") }
            switch byte {
            case UInt8(ascii: "\""):
                advance()
                guard let text = String(validating: utf8, as: UTF8.self) else {
                    throw JSONTokenError("string is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                advance()
                utf8.append(contentsOf: try readEscape())
            case 0..<0x20:
                throw JSONTokenError("control character in string; escape it")
            default:
                utf8.append(byte)
                advance()
            }
        }
    }

    private mutating func readEscape() throws(JSONTokenError) -> [UInt8] {
        guard let byte = current else { throw JSONTokenError("unterminated string") }
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            advance()
            return [replacement]
        }
        guard byte == UInt8(ascii: "u") else {
            throw JSONTokenError("invalid escape \\\(Character(Unicode.Scalar(byte)))")
        }
        advance()
        let unit = try readHexQuad()
        guard UTF16.isLeadSurrogate(unit) else {
            guard !UTF16.isTrailSurrogate(unit), let scalar = Unicode.Scalar(unit) else {
                throw JSONTokenError("lone surrogate \\u\(String(unit, radix: 16, uppercase: true))")
            }
            return Array(String(Character(scalar)).utf8)
        }
        guard consume(word: "\\u") else {
            throw JSONTokenError("lone surrogate \\u\(String(unit, radix: 16, uppercase: true))")
        }
        let trail = try readHexQuad()
        guard UTF16.isTrailSurrogate(trail) else { throw JSONTokenError("invalid surrogate pair") }
        let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(trail) - 0xDC00)
        guard let scalar = Unicode.Scalar(value) else { throw JSONTokenError("invalid surrogate pair") }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func readHexQuad() throws(JSONTokenError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Character(Unicode.Scalar(byte)).hexDigitValue, byte < 0x80 else {
                throw JSONTokenError("\\u must be followed by four hex digits")
            }
            value = value * 16 + UInt16(digit)
            advance()
        }
        return value
    }

    /// Reads a number with JSON's grammar: `-? (0 | [1-9][0-9]*) (.[0-9]+)? ([eE][+-]?[0-9]+)?`.
    mutating func readNumber() throws(JSONTokenError) -> Double {
        let start = index
        let startPosition = position
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            if let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                throw JSONTokenError("invalid number: leading zeros are not allowed")
            }
        } else {
            guard readDigits() > 0 else { throw JSONTokenError("invalid number") }
        }
        if consume(UInt8(ascii: ".")) {
            guard readDigits() > 0 else { throw JSONTokenError("invalid number: digits must follow '.'") }
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard readDigits() > 0 else { throw JSONTokenError("invalid number: digits must follow the exponent") }
        }
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        // JSONDecoder refuses a literal that rounds to infinity, or to zero from a non-zero mantissa.
        let mantissa = literal.prefix { $0 != "e" && $0 != "E" }
        let underflows = mantissa.contains { "123456789".contains($0) }
        guard let value = Double(literal), value.isFinite, value != 0 || !underflows else {
            throw JSONTokenError("number \(literal) is out of range", at: startPosition)
        }
        return value
    }

    private mutating func readDigits() -> Int {
        var count = 0
        while let byte = current, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            advance()
            count += 1
        }
        return count
    }
}

/// A token-level problem; the parser adds the position and coding path.
struct JSONTokenError: Error {
    let message: String
    /// Where to report it; nil means where the cursor stopped.
    let position: GentleSourcePosition?

    init(_ message: String, at position: GentleSourcePosition? = nil) {
        self.message = message
        self.position = position
    }
}
