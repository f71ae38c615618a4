import Foundation
import GentleTheme
import GentleTokens
import Testing

@Suite("WCAG 2 contrast")
struct ContrastRatioTests {
    static let black = GentleRGBA(red: 0, green: 0, blue: 0)
    static let white = GentleRGBA(red: 1, green: 1, blue: 1)

    static func grey(_ byte: UInt8) -> GentleRGBA { GentleRGBA(red8: byte, green8: byte, blue8: byte) }

    // Published examples: WCAG's 21:1 extreme, WebAIM's #777/#767676/#595959 on white, pure red and blue.
    @Test(arguments: [
        (black, white, 21.0),
        (grey(0x77), white, 4.48),
        (grey(0x76), white, 4.54),
        (grey(0x59), white, 7.00),
        (GentleRGBA(red8: 255, green8: 0, blue8: 0), white, 4.00),
        (GentleRGBA(red8: 0, green8: 0, blue8: 255), white, 8.59),
        (white, white, 1.0),
    ])
    func matchesPublishedRatio(foreground: GentleRGBA, background: GentleRGBA, ratio: Double) {
        let contrast = ContrastRatio(foreground: foreground, background: background)
        #expect(abs(contrast.value - ratio) < 0.005)
        #expect(ContrastRatio(foreground: background, background: foreground) == contrast)
    }

    @Test func translucentTextIsCompositedOverItsBackgroundFirst() {
        let halfBlack = GentleRGBA(red8: 0, green8: 0, blue8: 0, alpha8: 0x80)
        let composited = ContrastRatio(foreground: halfBlack, background: Self.white)
        let flattened = ContrastRatio(
            foreground: GentleRGBA(
                red: 1 - 128.0 / 255, green: 1 - 128.0 / 255,
                blue: 1 - 128.0 / 255), background: Self.white)
        #expect(abs(composited.value - flattened.value) < 1e-12)
        #expect(abs(composited.value - 4.004) < 0.001)
    }

    @Test func translucentBackgroundIsCompositedOverTheBackdrop() {
        let scrim = GentleRGBA(red8: 0, green8: 0, blue8: 0, alpha8: 0xB3)
        let overWhite = ContrastRatio(foreground: Self.white, background: scrim, backdrop: Self.white)
        let overBlack = ContrastRatio(foreground: Self.white, background: scrim, backdrop: Self.black)
        #expect(abs(overWhite.value - 8.587) < 0.005)
        #expect(overBlack.value == 21)
    }

    @Test(arguments: [
        (2.99, ContrastLevel.fail), (3.001, .aaLargeText), (4.49, .aaLargeText),
        (4.501, .aa), (6.99, .aa), (7.001, .aaa), (21, .aaa),
    ])
    func levelThresholds(luminanceRatio: Double, level: ContrastLevel) {
        // L(grey) solving (1.05)/(L + 0.05) = ratio against white.
        let luminance = 1.05 / luminanceRatio - 0.05
        let channel =
            luminance <= 0.0031308
            ? luminance * 12.92
            : 1.055 * pow(luminance, 1 / 2.4) - 0.055
        let contrast = ContrastRatio(
            foreground: GentleRGBA(red: channel, green: channel, blue: channel),
            background: Self.white)
        #expect(abs(contrast.value - luminanceRatio) < 1e-9)
        #expect(contrast.level == level)
    }

    @Test func primaryIsBlackInLightAndWhiteInDark() {
        #expect(GentleRGBA.primary(for: .light) == Self.black)
        #expect(GentleRGBA.primary(for: .dark) == Self.white)
    }
}
