import GentleTheme
import GentleTokens
import Testing

@Suite("Typography resolution")
struct ResolvedTextStyleTests {
    static func style(
        _ presetID: String, _ role: GentleTextRole, _ category: ContentSizeCategory = .large,
        _ scheme: GentleColorScheme = .light
    ) throws -> ResolvedTextStyle {
        let preset = try #require(GentlePreset.named(presetID))
        return ResolvedTheme(spec: preset.spec, scheme: scheme, sizeCategory: category).text[role]
    }

    static let sizes: [(preset: String, role: GentleTextRole, category: ContentSizeCategory, size: Double)] = [
        ("gentle-default", .body_m, .large, 17),
        ("gentle-default", .body_m, .accessibilityExtraExtraExtraLarge, 53),
        ("gentle-default", .title_xl, .xSmall, 25),
        ("gentle-default", .caption2_s, .medium, 11),
        // Custom sizes: the HIG leading ratio, rounded. 40 × 48 / 41 = 46.83, 9 × 18 / 13 = 12.46,
        // 14 × 34 / 22 = 21.64.
        ("editorial-paper", .largeTitle_xxl, .xxxLarge, 47),
        ("compact-mint", .caption2_s, .xLarge, 12),
        ("technical-blue", .monoCode_m, .accessibilityMedium, 22),
    ]

    @Test(arguments: sizes)
    func sizeAfterDynamicType(
        _ spot: (
            preset: String, role: GentleTextRole, category: ContentSizeCategory,
            size: Double
        )
    ) throws {
        let style = try Self.style(spot.preset, spot.role, spot.category)
        let spec = try #require(GentlePreset.named(spot.preset)).spec.typography.roleSpec(for: spot.role)
        #expect(abs(style.font.size - spot.size) < 1e-9)
        #expect(style.pointSize == spec.pointSize)
    }

    @Test func widthIsAppliedOnlyToTheDefaultDesign() throws {
        let mono = try Self.style("gentle-default", .monoCode_m)
        #expect(mono.font.design == .monospaced)
        #expect(mono.specifiedWidth == .condensed)
        #expect(mono.font.width == nil)
        let technicalBody = try Self.style("technical-blue", .body_m)
        #expect(technicalBody.font.design == .default)
        #expect(technicalBody.font.width == .condensed)
    }

    @Test func carriesSpacingCaseAndColour() throws {
        let largeTitle = try Self.style("elegant-purple", .largeTitle_xxl, .large, .dark)
        #expect(largeTitle.font.weight == .light)
        #expect(largeTitle.font.numericWeight == 300)
        #expect(largeTitle.font.width == .expanded)
        #expect(largeTitle.lineSpacing == 8)
        #expect(largeTitle.letterSpacing == 1.5)
        #expect(!largeTitle.isUppercased)
        #expect(largeTitle.colorRole == .textPrimary)
        #expect(largeTitle.color.hexString == "#F0E6FF")
        let footnote = try Self.style("gentle-default", .footnote_s)
        #expect(footnote.colorRole == .textTertiary)
        #expect(footnote.color.hexString == "#6B7280")
    }

    @Test func numericWeightsStepFromUltraLightToBlack() {
        #expect(GentleFontWeightToken.allCases.map(\.numericWeight) == [100, 200, 300, 400, 500, 600, 700, 800, 900])
    }

    @Test func missingRoleFallsBackToBodyThenToTheBuiltInSpec() {
        var spec = GentleDesignSystemSpec.gentleDefault
        spec.typography.roles["caption_s"] = nil
        #expect(ResolvedTheme(spec: spec, scheme: .light).text[.caption_s].font.size == 17)
        spec.typography.roles = [:]
        let builtIn = ResolvedTheme(spec: spec, scheme: .light, sizeCategory: .xLarge).text[.title_xl]
        #expect(builtIn.font.size == 19)
        #expect(builtIn.lineSpacing == 2)
        #expect(builtIn.role == .title_xl)
    }
}
