import Foundation
import GentleGolden
import GentleImage
import Testing

@Suite struct TokenAttributionTests {
    static let regions = [
        TokenRegion(token: "colors.primaryCTA", rect: PixelRect(x: 0, y: 0, width: 5, height: 5)),
        TokenRegion(token: "colors.destructive", rect: PixelRect(x: 5, y: 5, width: 5, height: 5)),
    ]

    // Black pixels on white are never anti-aliasing, so every one of them counts.
    @Test func failingCaseNamesTheTokenThatMovedWithItsPixelCount() throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let id = try Sheets.caseID()
            try store.write(Sheets.white(), fingerprint: Sheets.fingerprint, for: id)
            let moved = [(x: 0, y: 0), (1, 0), (2, 1), (4, 4), (3, 2), (0, 4), (7, 1), (9, 4)]
            let result = GoldenVerifier(store: store, settings: VerificationSettings(mode: .never)).verify(
                GoldenCase(
                    id: id, actual: Sheets.blackening(Sheets.white(), moved), fingerprint: Sheets.fingerprint,
                    regions: Self.regions))
            #expect(result.status == .differences(differingPixels: 8, allowed: 0))
            let attribution = try #require(result.attribution)
            #expect(attribution.shares == [TokenAttribution.Share(token: "colors.primaryCTA", pixels: 6)])
            #expect(attribution.outsideAnyToken == 2)
            #expect(attribution.lines == ["colors.primaryCTA: 6 px", "(outside any token): 2 px"])
            #expect(result.images?.diff.map { PixelSize(of: $0) } == PixelSize(width: 10, height: 10))
        }
    }

    @Test func pixelsCountForEveryTokenWhoseRegionHoldsThem() {
        let nested = [
            TokenRegion(token: "buttons.primary", rect: PixelRect(x: 0, y: 0, width: 10, height: 10)),
            TokenRegion(token: "buttons.primary.label", rect: PixelRect(x: 2, y: 2, width: 3, height: 1)),
            TokenRegion(token: "buttons.primary.label", rect: PixelRect(x: 2, y: 6, width: 3, height: 1)),
        ]
        var mask = DifferenceMask(width: 10, height: 10)
        for (x, y) in [(2, 2), (3, 6), (8, 8)] { mask.insert(x: x, y: y) }
        let attribution = TokenAttribution(mask: mask, regions: nested)
        #expect(
            attribution.shares == [
                TokenAttribution.Share(token: "buttons.primary", pixels: 3),
                TokenAttribution.Share(token: "buttons.primary.label", pixels: 2),
            ])
        #expect(attribution.outsideAnyToken == 0)
    }

    // The attribution must count exactly what the comparison counts: here 5 anti-aliased pixels that
    // are shown but not counted, and one real difference.
    @Test(arguments: [false, true])
    func attributionAgreesWithTheComparisonCount(includeAntiAliasing: Bool) throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let id = try Sheets.caseID()
            try store.write(Pictures.edge(level: 128), fingerprint: [], for: id)
            let actual = Pictures.setting(Pictures.edge(level: 200), x: 4, y: 2, to: 0)
            let whole = [TokenRegion(token: "sheet", rect: PixelRect(x: 0, y: 0, width: 5, height: 5))]
            let settings = VerificationSettings(
                mode: .never, comparison: .perceptual,
                options: ComparisonOptions(includeAntiAliasing: includeAntiAliasing))
            let result = GoldenVerifier(store: store, settings: settings)
                .verify(GoldenCase(id: id, actual: actual, regions: whole))
            let counted = includeAntiAliasing ? 6 : 1
            #expect(result.difference?.differingPixels == counted)
            #expect(result.attribution?.shares == [TokenAttribution.Share(token: "sheet", pixels: counted)])
        }
    }

    @Test(arguments: [
        (0, "0"), (999, "999"), (1000, "1,000"), (1204, "1,204"), (1_234_567, "1,234,567"), (-4321, "-4,321"),
    ])
    func pixelCountsAreGroupedByThousands(count: Int, text: String) {
        #expect(PixelCount.grouped(count) == text)
    }

    @Test func fingerprintDriftNamesTheComponentsThatChanged() throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let id = try Sheets.caseID()
            try store.write(Sheets.white(), fingerprint: Sheets.fingerprint, for: id)
            let actual = [
                PNGTextEntry(key: "cairo", value: "1.16.0"), PNGTextEntry(key: "freetype", value: "2.13.0"),
                PNGTextEntry(key: "font.Inter", value: "sha256:ab12"),
            ]
            let result = GoldenVerifier(store: store, settings: VerificationSettings(mode: .never))
                .verify(GoldenCase(id: id, actual: Sheets.blackening(Sheets.white(), [(1, 1)]), fingerprint: actual))
            #expect(
                result.fingerprintChanges == [
                    FingerprintChange(key: "font.Inter", golden: nil, actual: "sha256:ab12"),
                    FingerprintChange(key: "freetype", golden: "2.12.1", actual: "2.13.0"),
                ])
            #expect(
                result.fingerprintChanges.map(\.line) == [
                    "font.Inter: (none) → sha256:ab12", "freetype: 2.12.1 → 2.13.0",
                ])
        }
    }
}
