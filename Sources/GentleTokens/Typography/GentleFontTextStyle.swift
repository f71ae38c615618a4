/// The Dynamic Type text style whose scaling curve a role follows (`title` is UIKit's `title1`).
public enum GentleFontTextStyle: String, Codable, Sendable, CaseIterable {
    /// UIKit's text styles, largest first.
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
}
