import GentleTheme
import GentleTokens
import Testing

@testable import GentleSheets

@Suite struct TypographySheetTests {
    @Test(arguments: SheetFixture.all)
    func everySampleWrapsOnceExactly(fixture: SheetFixture) throws {
        let lineCounts = try TypographySheet.layout(fixture.context).elements.compactMap { element -> Int? in
            guard element.region != nil, case .text(let block) = element.content else { return nil }
            return block.lineCount
        }
        #expect(lineCounts == Array(repeating: 2, count: 17))
    }

    /// A case of the sample rule: words, and how many of them fit one line and two lines.
    struct SampleCase: Sendable, CustomStringConvertible {
        var text: String
        var oneLine: Int
        var twoLines: Int
        var expected: Int
        var description: String { "\(text) (\(oneLine)/\(twoLines)) → \(expected)" }

        func lineCount(_ words: Int) -> Int { words <= oneLine ? 1 : words <= twoLines ? 2 : 3 }
    }

    static let sampleCases = [
        // The first sentence end past the wrap fits two lines: the sample stops there.
        SampleCase(text: "a b c. d e f g. h i j.", oneLine: 5, twoLines: 9, expected: 7),
        // The sentence runs past two lines: the first line and three words of the second.
        SampleCase(text: "a b c d e f g h i j k l.", oneLine: 4, twoLines: 8, expected: 7),
        // Three words would not fit: as many as do.
        SampleCase(text: "a b c d e f g h", oneLine: 4, twoLines: 5, expected: 5),
        // A sentence ending right after the wrap would leave a widow: the next sentence end.
        SampleCase(text: "a b c d. e f g. h i j", oneLine: 3, twoLines: 9, expected: 7),
        // ...unless it does not fit: the widow, rather than a third line.
        SampleCase(text: "a b c d. e f g h i j.", oneLine: 3, twoLines: 9, expected: 4),
        // Nothing wraps: every word.
        SampleCase(text: "a b c", oneLine: 10, twoLines: 20, expected: 3),
    ]

    @Test(arguments: sampleCases)
    func theSampleStopsSoonAfterItWraps(_ sample: SampleCase) {
        let words = sample.text.split(separator: " ")
        #expect(TypographySheet.sampleLength(words, lineCount: sample.lineCount) == sample.expected)
    }

    @Test func theMetadataStatesTheSpecsNumbers() {
        let theme = SheetFixture.standard.context.theme
        let text = TypographySheet.metadata(theme.text[.monoCode_m], theme: theme).asRead
        #expect(
            text
                == "17 pt · regular · monospaced design · width condensed (not applied to monospaced) · relativeTo body · lineSpacing 0 · letterSpacing 0.3 · textPrimary #1F2933"
        )
    }

    @Test func theMetadataShowsTheSizeAfterDynamicTypeWhereItDiffers() {
        let theme = ResolvedTheme(spec: GentlePreset.gentleDefault.spec, scheme: .light, sizeCategory: .xSmall)
        let text = TypographySheet.metadata(theme.text[.body_m], theme: theme).asRead
        #expect(text.hasPrefix("17 pt → 14 pt · regular · default design · relativeTo body"))
    }

    @Test func theMetadataNamesUppercaseOnlyWhereSet() {
        var spec = GentlePreset.gentleDefault.spec
        spec.typography.roles[GentleTextRole.caption_s.rawValue]?.isUppercased = true
        let theme = ResolvedTheme(spec: spec, scheme: .light, sizeCategory: .large)
        #expect(TypographySheet.metadata(theme.text[.caption_s], theme: theme).asRead.contains(" · uppercase · "))
        #expect(!TypographySheet.metadata(theme.text[.body_m], theme: theme).contains("uppercase"))
    }
}
