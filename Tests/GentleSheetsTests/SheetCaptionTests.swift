import GentleTheme
import GentleTokens
import Testing

@testable import GentleSheets

/// The numbers the sheets print, for the default theme.
@Suite struct SheetCaptionTests {
    func theme(_ scheme: GentleColorScheme, ios: IOSVersion = .standard) -> ResolvedTheme {
        ResolvedTheme(spec: GentlePreset.gentleDefault.spec, scheme: scheme, ios: ios)
    }

    @Test(arguments: [
        (
            GentleSurfaceRole.cardElevated, GentleColorScheme.light,
            "cardElevated · solid #FAFAFE · radius 20 · border 0.5 pt #E5E7EB59 · shadow radius 8, opacity 0.08, offset 0, 6"
        ),
        (
            .cardElevated, .dark,
            "cardElevated · solid #111827 · radius 20 · border 0.5 pt #37415159 · shadow radius 8, opacity 0.28, offset 0, 6"
        ),
        (.chrome, .light, "chrome · material ultraThin · radius 0 · no border · no shadow"),
        (.floatingWidget, .light, "floatingWidget · Liquid Glass (approximation) · radius 24 · no border · no shadow"),
    ])
    func surfaceCaptionsStateWhatIsDrawn(role: GentleSurfaceRole, scheme: GentleColorScheme, expected: String) {
        #expect(SurfacesSheet.captionText(theme(scheme).surfaces[role]).asRead == expected)
    }

    @Test func onIOS18GlassCaptionsNameTheirFallback() {
        let surface = theme(.light, ios: .iOS18).surfaces[.floatingWidget]
        #expect(
            SurfacesSheet.captionText(surface, ios: .iOS18).asRead
                == "floatingWidget · glass, drawn as its iOS 18 fallback: material thick · radius 24 · no border · shadow radius 8, opacity 0.1, offset 0, 4"
        )
    }

    @Test func buttonCaptionsStateChromeAndAnimation() {
        let primary = theme(.light).buttons[.primary]
        #expect(
            ButtonsSheet.specText(primary).asRead
                == "capsule · fill #4A6EF5 · no border · padding 24 × 8 · label textOnPrimaryCTA · primaryButtonTitle_m"
        )
        #expect(
            ButtonsSheet.animationText(primary).asRead
                == "springBack · spring response 0.45, damping 0.45 · pressed ×0.9, α 0.86 · settles in 1415 ms")
        #expect(
            ButtonsSheet.specText(theme(.light).buttons[.tertiary]).asRead
                == "native style: bare label · label primaryCTA · tertiaryButtonTitle_m")
        #expect(
            ButtonsSheet.animationText(theme(.light).buttons[.secondary]).asRead.hasPrefix(
                "subtlePress · easeOut 120 ms · pressed ×0.85, α 0.9"))
    }

    // Cut, not rounded, to two decimals, as compare prints them: 14.7551 is 14.75.
    @Test(arguments: [
        (GentleColorRole.textPrimary, GentleColorRole.background, GentleColorScheme.light, "14.75 AAA"),
        (.textTertiary, .surfaceBase, .light, "4.64 AA"),
        (.textOnPrimaryCTA, .primaryCTA, .light, "4.33 AA Large"),
        (.textOnDestructive, .destructive, .dark, "2.76 Fail"),
        (.textOnScrim, .surfaceScrim, .light, "8.58 AAA"),
    ])
    func contrastIsPrintedWithItsMark(
        text: GentleColorRole, ground: GentleColorRole, scheme: GentleColorScheme, expected: String
    ) {
        #expect(ContrastPairs.value(text, on: ground, in: theme(scheme).colors) == expected)
    }

    @Test func pressFramesCrowdTheStartOfEachMotion() {
        let strip = PressStrip(button: theme(.light).buttons[.secondary])
        #expect(strip.pressTimes.map { ($0 * 1000).rounded() } == [0, 13, 53, 120])
        #expect(strip.releaseTimes.map { ($0 * 1000).rounded() } == [128, 150, 188, 240])
    }
}
