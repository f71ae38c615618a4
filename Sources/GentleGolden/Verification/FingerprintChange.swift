import GentleImage

/// One renderer-fingerprint entry that differs between a golden and the actual image, which
/// explains pixel drift (a new FreeType, another font file) instead of leaving it to guesses.
package struct FingerprintChange: Sendable, Equatable {
    /// The text-chunk key, e.g. `freetype`.
    package var key: String
    /// The golden's value, `nil` when the golden lacks the key.
    package var golden: String?
    /// The actual value, `nil` when the actual fingerprint lacks the key.
    package var actual: String?

    /// A change.
    package init(key: String, golden: String?, actual: String?) {
        self.key = key
        self.golden = golden
        self.actual = actual
    }

    /// The differing entries over the keys of both sides, sorted by key. Every text chunk of a
    /// golden but its token values counts as fingerprint.
    package static func between(golden: [PNGTextEntry], actual: [PNGTextEntry]) -> [FingerprintChange] {
        // One table per side, each key's first value as `value(forKey:)` gives it: a search of
        // the list per key would grow with the square of the number of chunks.
        let old = Dictionary(golden.map { ($0.key, $0.value) }) { first, _ in first }
        let new = Dictionary(actual.map { ($0.key, $0.value) }) { first, _ in first }
        let keys = Set(old.keys).union(new.keys).subtracting(GoldenTokens.textKeys).sorted()
        return keys.compactMap { key in
            old[key] == new[key] ? nil : FingerprintChange(key: key, golden: old[key], actual: new[key])
        }
    }

    /// `freetype: 2.12.1 → 2.13.0`, with `(none)` for a missing side.
    package var line: String {
        "\(key): \(golden ?? "(none)") → \(actual ?? "(none)")"
    }
}
