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

/// Goldens record the values their own image draws, marked as such; goldens of the older,
/// whole-theme format keep working: only the values the image draws now are compared.
@Suite struct GoldenTokenScopeTests {
    @Test(arguments: [GoldenTokens.Scope.image, .theme])
    func theScopeReadsBackAsWritten(scope: GoldenTokens.Scope) throws {
        let tokens = GoldenTokens(["colors.primaryCTA.light": "#0B5FFF"], scope: scope)
        #expect(try #require(GoldenTokens(text: tokens.textEntries)).scope == scope)
    }

    @Test func theScopeMarkIsNoFingerprint() {
        let text = GoldenTokens(["theme.name": "\"Brand\""]).textEntries
        #expect(FingerprintChange.between(golden: text, actual: []).isEmpty)
    }

    static let now = GoldenTokens([
        "surfaces.cardElevated.shadowOpacity": "0.2", "theme.name": "\"Brand\"", "colors.textPrimary.light": "#111111",
    ])

    @Test func aWholeThemeGoldenIsComparedOnlyOnWhatTheImageDrawsAndRecorded() {
        let old = GoldenTokens(
            [
                "surfaces.cardElevated.shadowOpacity": "0.08", "colors.textPrimary.light": "#111111",
                "colors.primaryCTA.light": "#2E8B6E",
            ], scope: .theme)
        #expect(Self.now.changes(since: old).map(\.line) == ["surfaces.cardElevated.shadowOpacity 0.08 → 0.2"])
    }

    @Test func anImageGoldenNamesATokenTheImageBeganOrStoppedDrawing() {
        let old = GoldenTokens(["theme.name": "\"Brand\"", "colors.textPrimary.light": "#111111", "gone": "1"])
        #expect(
            Self.now.changes(since: old).map(\.line) == [
                "gone 1 → (none)", "surfaces.cardElevated.shadowOpacity (none) → 0.2",
            ])
    }
}
