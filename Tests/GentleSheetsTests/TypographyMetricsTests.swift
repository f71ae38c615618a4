import GentleRaster
import GentleTheme
import GentleTokens
import Testing

@testable import GentleSheets

/// Text set with the bundled fonts has iOS's heights: the manifest gives every stand-in SF Pro's
/// line metrics (1.193 em).
@Suite struct TypographyMetricsTests {
    static let typesetter = Result { Typesetter(fonts: try FontLibrary.bundled()) }

    func style(_ role: GentleTextRole) -> TextStyle {
        SheetTextStyle(ResolvedTheme(spec: GentlePreset.gentleDefault.spec, scheme: .light).text[role]).raster
    }

    @Test func gentleDefaultsTwoLineLargeTitleIsAsTallAsOnIOS() throws {
        let style = style(.largeTitle_xxl)
        let block = try Self.typesetter.get().measure("Large title\nsecond line", style: style)
        #expect(block.baselines.count == 2)
        // iOS: 2 × 34 × 1.193 + 6 ≈ 87 pt (the stand-in's own metrics gave 99 pt).
        #expect(abs(block.size.height - 87) <= 2, "\(block.size.height) pt")
    }

    @Test func bodyLinesAreSFProLinesPlusTheirSpacing() throws {
        let style = style(.body_m)
        let block = try Self.typesetter.get().measure("Body\nbody", style: style)
        #expect(style.font.size == 17)
        let pitch = block.baselines[1] - block.baselines[0]
        #expect(abs(pitch - (17 * 1.193 + style.lineSpacing)) < 1e-9)
        #expect(abs(block.size.height - (2 * 17 * 1.193 + style.lineSpacing)) < 1e-9)
    }
}
