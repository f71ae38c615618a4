/// A Dynamic Type content size category, spelled as on the command line.
enum SizeCategoryName: String, CaseIterable, Sendable, ArgumentValue {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
}
