import GentleTokens

/// Apple's published iOS Dynamic Type point sizes and leadings per text style and content size
/// category.
///
/// Source: Apple HIG, Typography > Specifications ("iOS, iPadOS Dynamic Type sizes" and
/// "larger accessibility type sizes"). Every column of both is non-decreasing from `xSmall` to
/// `accessibilityExtraExtraExtraLarge`, which is what keeps scaled sizes monotone.
package enum DynamicTypeTable {
    /// The system font size, in points, of `style` at `category`.
    package static func pointSize(of style: GentleFontTextStyle, at category: ContentSizeCategory) -> Double {
        cells(of: style)[category.ordinal].size
    }

    /// The system font's leading (baseline-to-baseline distance), in points, of `style` at `category`.
    package static func leading(of style: GentleFontTextStyle, at category: ContentSizeCategory) -> Double {
        cells(of: style)[category.ordinal].leading
    }

    /// The twelve `(size, leading)` cells of `style`, ordered like `ContentSizeCategory.allCases`.
    static func cells(of style: GentleFontTextStyle) -> [(size: Double, leading: Double)] {
        switch style {
        case .largeTitle:
            [
                (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48), (44, 52), (48, 57), (52, 61),
                (56, 66), (60, 70),
            ]
        case .title:
            [
                (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41), (38, 46), (43, 51), (48, 57),
                (53, 62), (58, 68),
            ]
        case .title2:
            [
                (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34), (34, 41), (39, 47), (44, 52),
                (50, 59), (56, 66),
            ]
        case .title3:
            [
                (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32), (31, 38), (37, 44), (43, 51),
                (49, 58), (55, 65),
            ]
        case .headline:
            [
                (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
                (47, 56), (53, 62),
            ]
        case .body:
            [
                (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29), (28, 34), (33, 40), (40, 48),
                (47, 56), (53, 62),
            ]
        case .callout:
            [
                (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28), (26, 32), (32, 39), (38, 46),
                (44, 52), (51, 60),
            ]
        // The HIG's oddities are kept: subheadline's xxxLarge leading 28 for 21 pt, title2's AX2 47.
        case .subheadline:
            [
                (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28), (25, 31), (30, 37), (36, 43),
                (42, 50), (49, 58),
            ]
        case .footnote:
            [
                (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24), (23, 29), (27, 33), (33, 40),
                (38, 46), (44, 52),
            ]
        case .caption:
            [
                (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23), (22, 28), (26, 32), (32, 39),
                (37, 44), (43, 51),
            ]
        // The HIG says 40 pt at AX5; an iOS 13 simulator reports 41. We follow the published table.
        case .caption2:
            [
                (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22), (20, 25), (24, 30), (29, 35),
                (34, 41), (40, 48),
            ]
        }
    }
}
