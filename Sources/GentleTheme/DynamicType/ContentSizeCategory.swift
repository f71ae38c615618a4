/// The twelve Dynamic Type content size categories, smallest first.
///
/// Raw values are the command line spellings: SwiftUI's `DynamicTypeSize` names up to
/// `xxxLarge`, then UIKit's `UIContentSizeCategory` names for the accessibility sizes.
public enum ContentSizeCategory: String, CaseIterable, Sendable, Codable, Comparable {
    /// Extra small (UIKit `extraSmall`).
    case xSmall
    /// Small.
    case small
    /// Medium.
    case medium
    /// Large, the system default.
    case large
    /// Extra large (UIKit `extraLarge`).
    case xLarge
    /// Extra extra large (UIKit `extraExtraLarge`).
    case xxLarge
    /// Extra extra extra large, the largest non-accessibility size.
    case xxxLarge
    /// Accessibility 1 (SwiftUI `accessibility1`).
    case accessibilityMedium
    /// Accessibility 2 (SwiftUI `accessibility2`).
    case accessibilityLarge
    /// Accessibility 3 (SwiftUI `accessibility3`).
    case accessibilityExtraLarge
    /// Accessibility 4 (SwiftUI `accessibility4`).
    case accessibilityExtraExtraLarge
    /// Accessibility 5 (SwiftUI `accessibility5`), the largest size.
    case accessibilityExtraExtraExtraLarge

    /// The system default, where every custom size equals its spec point size.
    public static let standard = ContentSizeCategory.large

    /// Position in the ramp, 0 for `xSmall` … 11 for `accessibilityExtraExtraExtraLarge`.
    package var ordinal: Int {
        switch self {
        case .xSmall: 0
        case .small: 1
        case .medium: 2
        case .large: 3
        case .xLarge: 4
        case .xxLarge: 5
        case .xxxLarge: 6
        case .accessibilityMedium: 7
        case .accessibilityLarge: 8
        case .accessibilityExtraLarge: 9
        case .accessibilityExtraExtraLarge: 10
        case .accessibilityExtraExtraExtraLarge: 11
        }
    }

    /// Whether this is one of the five larger accessibility sizes.
    public var isAccessibilityCategory: Bool { ordinal >= ContentSizeCategory.accessibilityMedium.ordinal }

    /// Orders categories from smallest to largest.
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.ordinal < rhs.ordinal
    }
}
