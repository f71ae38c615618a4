import GentleGolden
import GentleImage
import Testing

/// The token list a golden carries reads back as it was written, whether it is ASCII (read as
/// bytes) or not (read as Characters).
@Suite struct GoldenTokensTests {
    static let lists: [[String: String]] = [
        ["colors.primaryCTA.light": "#0B5FFF", "layout.spacing.md": "16", "typography.body.font": "Inter"],
        ["typography.title.font": "Éléonore Sans", "colors.accent.light": "#FF00AA"],
        ["typography.caption.font": "e\u{301}tude", "typography.body.font": "Noto 🎨", "radii.card": "12"],
        ["surfaces.card.name": "", "surfaces.card.shadow.opacity": "0.18 "],
    ]

    @Test(arguments: lists)
    func aStoredListReadsBackAsWritten(values: [String: String]) throws {
        let tokens = GoldenTokens(values)
        let read = try #require(GoldenTokens(text: tokens.textEntries))
        #expect(read == tokens)
    }

    @Test func aGoldenWithoutTheChunkHasNoList() {
        #expect(GoldenTokens(text: [PNGTextEntry(key: "renderer", value: "cairo")]) == nil)
    }
}
