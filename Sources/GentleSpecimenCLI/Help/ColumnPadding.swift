/// Text padded with spaces to a column, in place of Foundation's
/// `padding(toLength:withPad:startingAt:)`, which FoundationEssentials does not have.
enum ColumnPadding {
    /// `text` and spaces up to `width` UTF-16 units, as `padding(toLength:…)` counted; callers
    /// leave room for the text, so nothing is cut.
    static func padded(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.utf16.count))
    }
}
