import GentleTheme
import GentleTokens
import Testing

struct DynamicTypeSpot: Sendable, CustomTestStringConvertible {
    let style: GentleFontTextStyle
    let category: ContentSizeCategory
    let pointSize: Double
    let expected: Double
    var testDescription: String { "\(pointSize) pt \(style) at \(category) → \(expected)" }
}

@Suite("Dynamic Type scaling")
struct DynamicTypeScalingTests {
    static let spots: [DynamicTypeSpot] = [
        // Roles on their style's default size land exactly on Apple's table.
        DynamicTypeSpot(style: .body, category: .large, pointSize: 17, expected: 17),
        DynamicTypeSpot(style: .body, category: .xSmall, pointSize: 17, expected: 14),
        DynamicTypeSpot(style: .body, category: .accessibilityExtraExtraExtraLarge, pointSize: 17, expected: 53),
        DynamicTypeSpot(style: .largeTitle, category: .xxxLarge, pointSize: 34, expected: 40),
        DynamicTypeSpot(style: .title2, category: .accessibilityLarge, pointSize: 22, expected: 39),
        DynamicTypeSpot(style: .footnote, category: .small, pointSize: 13, expected: 12),
        DynamicTypeSpot(style: .caption2, category: .medium, pointSize: 11, expected: 11),
        DynamicTypeSpot(style: .caption2, category: .xLarge, pointSize: 11, expected: 13),
        DynamicTypeSpot(style: .subheadline, category: .accessibilityExtraLarge, pointSize: 15, expected: 36),
        // Custom sizes scale by the style's point-size ratio, unrounded.
        DynamicTypeSpot(style: .body, category: .xLarge, pointSize: 20, expected: 20.0 * 19 / 17),
        DynamicTypeSpot(style: .largeTitle, category: .xSmall, pointSize: 40, expected: 40.0 * 31 / 34),
        DynamicTypeSpot(style: .headline, category: .accessibilityMedium, pointSize: 15, expected: 15.0 * 28 / 17),
        DynamicTypeSpot(style: .caption, category: .xxLarge, pointSize: 10, expected: 10.0 * 16 / 12),
        // At the default category a fractional size is returned untouched.
        DynamicTypeSpot(style: .callout, category: .large, pointSize: 16.5, expected: 16.5),
    ]

    @Test(arguments: spots)
    func scalesToSpotValue(_ spot: DynamicTypeSpot) {
        let size = DynamicTypeScaling.scaledSize(spot.pointSize, relativeTo: spot.style, at: spot.category)
        #expect(abs(size - spot.expected) < 1e-9)
    }

    @Test(arguments: GentleFontTextStyle.allCases)
    func sizesNeverShrinkAsTheCategoryGrows(_ style: GentleFontTextStyle) {
        for pointSize in [9.0, 17, 34, 41.5] {
            let sizes = ContentSizeCategory.allCases.map {
                DynamicTypeScaling.scaledSize(pointSize, relativeTo: style, at: $0)
            }
            #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 }, "\(pointSize) pt")
            #expect(sizes[ContentSizeCategory.large.ordinal] == pointSize)
        }
    }

    @Test func tableDefaultsMatchTheHIGAtLarge() {
        let defaults = GentleFontTextStyle.allCases.map { DynamicTypeTable.pointSize(of: $0, at: .large) }
        #expect(defaults == [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11])
    }

    @Test func categoriesRunFromExtraSmallToAccessibilityFive() {
        let categories = ContentSizeCategory.allCases
        #expect(categories.count == 12)
        #expect(categories.map(\.ordinal) == Array(0..<12))
        #expect(categories.first?.rawValue == "xSmall")
        #expect(categories.last?.rawValue == "accessibilityExtraExtraExtraLarge")
        #expect(categories.filter(\.isAccessibilityCategory).count == 5)
        #expect(ContentSizeCategory.xxxLarge < .accessibilityMedium)
    }
}
