import GentleTheme
import GentleTokens
import Testing

@Suite("Colour resolution")
struct ResolvedColorsTests {
    @Test(arguments: [
        (GentleColorScheme.light, GentleColorRole.primaryCTA, "#4A6EF5"),
        (.dark, .primaryCTA, "#3B82F6"),
        (.light, .surfaceTint, "#111827CC"),
        (.dark, .surfaceScrim, "#000000B3"),
        (.dark, .textPrimary, "#F5F7FA"),
    ])
    func picksTheSchemesHex(scheme: GentleColorScheme, role: GentleColorRole, hex: String) {
        let colors = ResolvedTheme(spec: .gentleDefault, scheme: scheme).colors
        #expect(colors[role].hexString == hex)
        #expect(colors.isDefined(role))
    }

    @Test(arguments: [(GentleColorScheme.light, "#000000"), (.dark, "#FFFFFF")])
    func missingRoleIsPrimary(scheme: GentleColorScheme, hex: String) {
        var spec = GentleDesignSystemSpec.gentleDefault
        spec.colors.pairByRole["destructive"] = nil
        let colors = ResolvedTheme(spec: spec, scheme: scheme).colors
        #expect(colors[.destructive].hexString == hex)
        #expect(!colors.isDefined(.destructive))
        #expect(colors.specifiedHex(.destructive) == nil)
    }

    @Test func unreadableHexIsOpaqueBlack() {
        var spec = GentleDesignSystemSpec.gentleDefault
        spec.colors.pairByRole["primaryCTA"] = GentleColorPair(lightHex: "#ABC", darkHex: "#3B82F6")
        let colors = ResolvedTheme(spec: spec, scheme: .light).colors
        #expect(colors[.primaryCTA].hexString == "#000000")
        // Shown as what is drawn, never as the (possibly megabyte-long) text itself.
        #expect(colors.specifiedHex(.primaryCTA) == "invalid → #000000")
    }

    @Test func aLongSpecVersionIsShortenedBeforeAnySheetSetsIt() {
        var spec = GentleDesignSystemSpec.gentleDefault
        spec.specVersion = String(repeating: "9", count: 1_000_000)
        let theme = ResolvedTheme(spec: spec, scheme: .light)
        #expect(theme.specVersion == String(repeating: "9", count: 40) + "… (1000000 characters)")
    }

    // The colour sheet's pairs on Gentle Default (values from the WCAG formula computed independently).
    @Test(arguments: [
        (GentleColorRole.textPrimary, GentleColorRole.background, 14.755),
        (.textTertiary, .background, 4.834),
        (.textOnPrimaryCTA, .primaryCTA, 4.339),
    ])
    func contrastOfDefaultPairs(text: GentleColorRole, ground: GentleColorRole, ratio: Double) {
        let colors = ResolvedTheme(spec: .gentleDefault, scheme: .light).colors
        let contrast = ContrastRatio(foreground: colors[text], background: colors[ground])
        #expect(abs(contrast.value - ratio) < 0.001)
    }
}
