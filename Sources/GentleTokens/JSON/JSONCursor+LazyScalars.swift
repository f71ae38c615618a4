/// Scalar values read the way `JSONDecoder` scans them.
///
/// Foundation's decoder finds where a string or number ends when it scans the document, but
/// checks what is inside only when it decodes that value: a raw control character, a bad
/// escape, bad UTF-8, `01`, `1.` or `1e400` under a key the package never reads (an unknown
/// key, a `try?`-decoded background) does not stop it. These readers therefore fail only on
/// what ends the scan, and hand back the problem inside for whoever reads the value.
extension JSONCursor {
    /// A string value starting at its opening quote: the text, or why it is malformed.
    mutating func readStringValue() throws(JSONTokenError) -> Result<String, JSONTokenError> {
        var probe = self
        do {
            let text = try probe.readString()
            self = probe
            return .success(text)
        } catch {
            let problem = JSONTokenError(error.message, at: error.position ?? probe.position)
            try skipString()
            return .failure(problem)
        }
    }

    /// A number value: the number, or why its text is malformed. The scan covers the bytes a
    /// JSON number can contain, so `1.2.3` is one malformed token rather than a syntax error.
    mutating func readNumberValue() -> Result<Double, JSONTokenError> {
        let start = position
        var probe = self
        let strict: Result<Double, JSONTokenError>
        do {
            strict = .success(try probe.readNumber())
        } catch {
            strict = .failure(JSONTokenError(error.message, at: error.position ?? probe.position))
        }
        let tokenStart = index
        while let byte = current, Self.isNumberByte(byte) { advance() }
        if case .success = strict, probe.index != index {
            let token = String(decoding: bytes[tokenStart..<index], as: UTF8.self)
            return .failure(JSONTokenError("invalid number \(token)", at: start))
        }
        return strict
    }

    private mutating func skipString() throws(JSONTokenError) {
        advance()
        while let byte = current {
            advance()
            if byte == UInt8(ascii: "\"") { return }
            if byte == UInt8(ascii: "\\") { advance() }
        }
        throw JSONTokenError("unterminated string")
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-")
    }
}
