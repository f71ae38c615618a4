/// A string from a theme as messages and sheets show it: at most `maximumCharacters` characters,
/// so a megabyte-long hex string or spec version is neither printed nor typeset in full.
package enum GentleQuotedText {
    /// The longest theme string a message quotes or a sheet draws; a real hex value is 9
    /// characters and a spec version about 5.
    package static let maximumCharacters = 40

    /// `text`, or its first `maximumCharacters` characters followed by `… (N characters)`.
    package static func shortened(_ text: String) -> String {
        guard text.utf8.count > maximumCharacters else { return text }
        let count = text.count
        guard count > maximumCharacters else { return text }
        return "\(text.prefix(maximumCharacters))… (\(count) characters)"
    }
}
