extension String {
    /// The text as a reader sees it: no-break spaces shown as spaces.
    var asRead: String { replacing("\u{00A0}", with: " ") }
}
