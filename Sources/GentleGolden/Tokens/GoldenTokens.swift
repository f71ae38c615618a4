import GentleFiles
import GentleImage

/// The resolved token values a golden was drawn from, as `path → value` (`colors.primaryCTA.light`
/// → `#0B5FFF`), stored in the golden's PNG as one text chunk of `path value` lines in path order,
/// so that `verify` can say which tokens changed since the golden was recorded.
///
/// A golden records the values its own image draws (`Scope.image`), marked by a second text
/// chunk; goldens recorded before that carry the whole theme's values (`Scope.theme`), of which
/// only the ones the image draws now are compared.
package struct GoldenTokens: Sendable, Equatable {
    /// The text-chunk key the values are stored under; it is not part of the renderer fingerprint.
    package static let textKey = "gentle.tokens"
    /// The text-chunk key that marks values as the image's own (value `image`); not fingerprint.
    package static let scopeKey = "gentle.tokens.scope"
    /// The keys of every text chunk that holds token values rather than renderer fingerprint.
    package static let textKeys: Set<String> = [textKey, scopeKey]

    /// Which values a set holds.
    package enum Scope: String, Sendable, Equatable {
        /// The values the golden's own image draws.
        case image
        /// The whole theme's values, as goldens recorded them before they recorded their own.
        case theme
    }

    /// The values by token path.
    package var values: [String: String]
    /// Whether the values are the image's own or the whole theme's.
    package var scope: Scope

    /// Token values; a path or value holding a line break cannot be stored and is left out.
    package init(_ values: [String: String], scope: Scope = .image) {
        self.values = values.filter { !Whitespace.containsNewline($0.key) && !Whitespace.containsNewline($0.value) }
        self.scope = scope
    }

    /// The values a golden's text chunks carry, or `nil` for a golden recorded before goldens
    /// carried tokens.
    package init?(text: [PNGTextEntry]) {
        guard let stored = text.value(forKey: Self.textKey) else { return nil }
        var values: [String: String] = [:]
        let utf8 = stored.utf8
        if utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            // ASCII without CR (which joins "\r\n" into one Character), the usual list: bytes
            // split as Characters would, without grapheme breaking.
            for line in utf8.split(separator: UInt8(ascii: "\n")) {
                guard let space = line.firstIndex(of: UInt8(ascii: " ")) else { continue }
                values[String(decoding: line[..<space], as: UTF8.self)] = String(
                    decoding: line[line.index(after: space)...], as: UTF8.self)
            }
        } else {
            for line in stored.split(separator: "\n") {
                guard let space = line.firstIndex(of: " ") else { continue }
                values[String(line[..<space])] = String(line[line.index(after: space)...])
            }
        }
        self.values = values
        scope = text.value(forKey: Self.scopeKey) == Scope.image.rawValue ? .image : .theme
    }

    /// The text chunks to store, or none when there are no values: the values, then for the
    /// image's own values the scope mark.
    package var textEntries: [PNGTextEntry] {
        guard !values.isEmpty else { return [] }
        let lines = values.keys.sorted().map { "\($0) \(values[$0] ?? "")" }
        let mark = scope == .image ? [PNGTextEntry(key: Self.scopeKey, value: Scope.image.rawValue)] : []
        return [PNGTextEntry(key: Self.textKey, value: lines.joined(separator: "\n"))] + mark
    }

    /// The values that differ from `recorded` (the golden's), in path order. Against a golden of
    /// the image's own values every path of either side counts (a token the image began or
    /// stopped drawing is a change); against a whole-theme golden only the paths drawn now that
    /// it recorded, so values this image does not draw never show, nor one it could not record.
    package func changes(since recorded: GoldenTokens) -> [TokenChange] {
        let paths =
            recorded.scope == .image
            ? Set(values.keys).union(recorded.values.keys)
            : Set(values.keys).intersection(recorded.values.keys)
        return paths.sorted().compactMap { path in
            let old = recorded.values[path]
            let new = values[path]
            return old == new ? nil : TokenChange(path: path, old: old, new: new)
        }
    }
}

/// One token whose value differs between a golden and the theme now.
package struct TokenChange: Sendable, Hashable, Comparable {
    /// The token path, e.g. `surfaces.cardElevated.shadow.opacity`.
    package var path: String
    /// The value the golden was drawn from; `nil` when the golden did not have the token.
    package var old: String?
    /// The value now; `nil` when the theme no longer has the token.
    package var new: String?

    /// A change.
    package init(path: String, old: String?, new: String?) {
        self.path = path
        self.old = old
        self.new = new
    }

    /// `colors.primaryCTA.light #0B5FFF → #0A4FD6`, with `(none)` for a missing side.
    package var line: String {
        "\(path) \(old ?? "(none)") → \(new ?? "(none)")"
    }

    /// Orders by path, then values, so listings are stable.
    package static func < (lhs: TokenChange, rhs: TokenChange) -> Bool {
        (lhs.path, lhs.old ?? "", lhs.new ?? "") < (rhs.path, rhs.old ?? "", rhs.new ?? "")
    }
}
