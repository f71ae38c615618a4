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
        // At the default category a fractional size is returned untouched.
        DynamicTypeSpot(style: .callout, category: .large, pointSize: 16.5, expected: 16.5),
    ]

    @Test(arguments: spots)
    func scalesToSpotValue(_ spot: DynamicTypeSpot) {
        let size = DynamicTypeScaling.scaledSize(spot.pointSize, relativeTo: spot.style, at: spot.category)
        #expect(abs(size - spot.expected) < 1e-9)
    }

    /// A custom size relative to a style and its expected size at each category, xSmall first.
    struct CustomSizeRow: Sendable, CustomTestStringConvertible {
        let pointSize: Double
        let style: GentleFontTextStyle
        let sizes: [Double]
        var testDescription: String { "\(pointSize) pt relative to \(style)" }
    }

    /// Worked by hand from the fonts reference's HIG table (§0.3): `round(size × leading at the
    /// category / leading at large)`, halves rounded up. E.g. 11 pt body at xSmall is
    /// 11 × 19 / 22 = 9.5 → 10; 13.5 pt footnote at xxLarge is 13.5 × 22 / 18 = 16.5 → 17;
    /// 40 pt largeTitle at AX5 is 40 × 70 / 41 = 68.29 → 68. Sizes below and above the style's
    /// default, whole and fractional.
    static let customSizes: [CustomSizeRow] = [
        CustomSizeRow(pointSize: 11, style: .body, sizes: [10, 10, 11, 11, 12, 13, 15, 17, 20, 24, 28, 31]),
        CustomSizeRow(pointSize: 13.5, style: .footnote, sizes: [12, 12, 12, 13.5, 15, 17, 18, 22, 25, 30, 35, 39]),
        CustomSizeRow(pointSize: 15, style: .headline, sizes: [13, 14, 14, 15, 16, 18, 20, 23, 27, 33, 38, 42]),
        CustomSizeRow(pointSize: 19, style: .body, sizes: [16, 17, 18, 19, 21, 22, 25, 29, 35, 41, 48, 54]),
        CustomSizeRow(pointSize: 26, style: .title, sizes: [24, 24, 25, 26, 28, 30, 31, 35, 39, 44, 47, 52]),
        CustomSizeRow(pointSize: 40, style: .largeTitle, sizes: [37, 38, 39, 40, 42, 45, 47, 51, 56, 60, 64, 68]),
        CustomSizeRow(pointSize: 9, style: .caption2, sizes: [9, 9, 9, 9, 12, 14, 15, 17, 21, 24, 28, 33]),
    ]

    @Test(arguments: customSizes)
    func customSizesFollowTheLineHeightRatioRounded(_ row: CustomSizeRow) {
        let sizes = ContentSizeCategory.allCases.map {
            DynamicTypeScaling.scaledSize(row.pointSize, relativeTo: row.style, at: $0)
        }
        #expect(sizes == row.sizes)
    }

    /// Every role of every preset that sits on its style's default size gets Apple's table value
    /// at all twelve categories, as before the line-height model.
    @Test(arguments: GentlePreset.all)
    func rolesOnTheirStylesDefaultSizeKeepAppleSizes(_ preset: GentlePreset) {
        for role in GentleTextRole.allCases {
            let spec = preset.spec.typography.roleSpec(for: role)
            guard spec.pointSize == DynamicTypeTable.pointSize(of: spec.relativeTo, at: .large) else { continue }
            for category in ContentSizeCategory.allCases {
                let size = DynamicTypeScaling.scaledSize(spec.pointSize, relativeTo: spec.relativeTo, at: category)
                #expect(size == DynamicTypeTable.pointSize(of: spec.relativeTo, at: category), "\(role) \(category)")
            }
        }
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
