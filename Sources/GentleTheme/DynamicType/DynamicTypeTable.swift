import GentleTokens

/// Apple's published iOS Dynamic Type point sizes and leadings per text style and content size
/// category.
///
/// Source: Apple HIG, Typography > Specifications ("iOS, iPadOS Dynamic Type sizes" and
/// "larger accessibility type sizes"). Every column of both tables is non-decreasing from
/// `xSmall` to `accessibilityExtraExtraExtraLarge`, which is what keeps scaled sizes monotone.
public enum DynamicTypeTable {
    /// The system font size, in points, of `style` at `category`.
    public static func pointSize(of style: GentleFontTextStyle, at category: ContentSizeCategory) -> Double {
        sizes(of: style)[category.ordinal]
    }

    /// The twelve sizes of `style`, ordered like `ContentSizeCategory.allCases`.
    static func sizes(of style: GentleFontTextStyle) -> [Double] {
        switch style {
        case .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
        case .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
        case .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
        case .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
        case .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        case .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
        case .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
        case .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
        case .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
        // The HIG says 40 at AX5; an iOS 13 simulator reports 41. We follow the published table.
        case .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
        }
    }

    /// The system font's leading (baseline-to-baseline distance), in points, of `style` at `category`.
    public static func leading(of style: GentleFontTextStyle, at category: ContentSizeCategory) -> Double {
        leadings(of: style)[category.ordinal]
    }

    /// The twelve leadings of `style`, ordered like `ContentSizeCategory.allCases`. The HIG's
    /// oddities are kept: subheadline's xxxLarge leading 28 for a 21 pt size, title2's AX2 47.
    static func leadings(of style: GentleFontTextStyle) -> [Double] {
        switch style {
        case .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
        case .title: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
        case .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
        case .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65]
        case .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
        case .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
        case .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
        case .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
        case .caption: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
        case .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
        }
    }
}
