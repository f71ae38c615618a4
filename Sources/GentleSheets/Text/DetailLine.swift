/// A line of a token's numbers, as "34 pt · bold · relativeTo largeTitle": items joined by middle
/// dots, so that a wrap falls between items and a name never parts from its value.
enum DetailLine {
    /// Items of up to this many words are glued with no-break spaces; longer phrases stay
    /// breakable, as a glued one could be wider than the column at the largest Dynamic Type sizes.
    static let gluedWords = 4

    /// `items` joined into one line, those of up to `glued` words kept whole.
    static func joined(_ items: [String], glued: Int = gluedWords) -> String {
        items.map { item in
            let words = item.split(separator: " ", omittingEmptySubsequences: false)
            return words.joined(separator: words.count <= glued ? "\u{00A0}" : " ")
        }.joined(separator: " · ")
    }
}
