import GentleTokens
import Testing
@testable import GentleSpecimen

@Suite struct TypographySheetTests {
    @Test(arguments: SheetFixture.all)
    func everySampleWrapsOnceExactly(fixture: SheetFixture) throws {
        let lineCounts = try TypographySheet.layout(fixture.context).elements.compactMap { element -> Int? in
            guard element.region != nil, case .text(let block) = element.content else { return nil }
            return block.lineCount
        }
        #expect(lineCounts == Array(repeating: 2, count: 17))
    }

    @Test func theMetadataStatesTheSpecsNumbers() {
        let theme = SheetFixture.standard.context.theme
        let text = TypographySheet.metadata(theme.text[.monoCode_m], theme: theme)
        #expect(
            text
                == "size 17 pt → 17 pt · weight regular · design monospaced · width condensed (not applied to monospaced) · relativeTo body · lineSpacing 0 · letterSpacing 0.3 · uppercase no · textPrimary #1F2933"
        )
    }
}
