/// Stand-in for the token model's text style until the tokens branch lands.
public enum GentleFontTextStyle: String, CaseIterable, Sendable, Codable {
    case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
}
