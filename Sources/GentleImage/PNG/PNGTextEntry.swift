/// One key/value text chunk of a PNG (tEXt for ASCII values, iTXt for other Unicode).
public struct PNGTextEntry: Sendable, Hashable {
    /// The chunk keyword, e.g. `"Renderer"`.
    public var key: String
    /// The text stored under the key.
    public var value: String

    /// A text chunk with the given key and value.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    /// Whether the value fits a plain tEXt chunk; other values go to iTXt as UTF-8.
    var isASCII: Bool { value.utf8.allSatisfy { $0 < 0x80 } }

    // libpng silently drops chunks with bad keywords, so they are refused before writing.
    func validated() throws -> PNGTextEntry {
        let bytes = Array(key.utf8)
        let printable = bytes.allSatisfy { (0x20...0x7E).contains($0) }
        let spacedWell = bytes.first != 0x20 && bytes.last != 0x20 && !key.contains("  ")
        guard (1...79).contains(bytes.count), printable, spacedWell else {
            throw PNGError.invalidTextKey(key)
        }
        guard !value.utf8.contains(0) else { throw PNGError.invalidTextValue(key: key) }
        return self
    }
}

extension [PNGTextEntry] {
    /// The value of the first entry with this key.
    package func value(forKey key: String) -> String? {
        first { $0.key == key }?.value
    }
}
