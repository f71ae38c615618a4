import GentleSheets
import GentleTheme
import GentleTokens
import Testing

/// A sheet records the token paths it reads while it is laid out, and `DrawnTokens` turns them
/// into the values its golden records.
@Suite struct DrawnTokensTests {
    // The case: the text fields are drawn in `body_m`, with `radii.medium` corners on a
    // `surfaceBase` fill, and the controls golden did not record them.
    @Test(arguments: [GentleColorScheme.light, .dark])
    func theControlsSheetRecordsWhatItsTextFieldsAreDrawnWith(scheme: GentleColorScheme) throws {
        let fixture = SheetFixture(preset: .gentleDefault, scheme: scheme, sizeCategory: .large)
        let read = try SheetKind.controls.layout(fixture.context).tokenPaths
        #expect(
            read.isSuperset(of: [
                "typography.body_m", "visual.radii.medium", "colors.surfaceBase.\(scheme.rawValue)", "layout.gap.l",
            ]))
    }

    // Each resolved part keeps what it read; the layout that reads the part hears of it, not the resolution.
    @Test func resolvingAThemeNotesNothingInTheEnclosingScope() {
        let (_, paths) = TokenReads.recording {
            _ = ResolvedTheme(spec: GentlePreset.gentleDefault.spec, scheme: .light)
        }
        #expect(paths.isEmpty)
    }

    @Test func aGroupStandsForTheValuesUnderItAndTheOtherSchemesHexIsLeftOut() {
        let values = [
            "layout.scale.s": "8", "layout.scale.m": "12", "layout.scaled": "1", "visual.radii.medium": "12",
            "surfaces.card.border.lightHex": "#EEEEEE", "surfaces.card.border.darkHex": "#222222",
            "scheme": "light", "specVersion": "0.7.0", "sizeCategory": "large",
        ]
        let drawn = DrawnTokens.select(
            from: values, read: ["layout.scale", "surfaces.card", "classic-tan/visual.radii.medium"], scheme: .light,
            themeName: "Brand", others: ["classic-tan/": ["visual.radii.medium": "10"]])
        #expect(
            drawn == [
                "layout.scale.s": "8", "layout.scale.m": "12", "surfaces.card.border.lightHex": "#EEEEEE",
                "classic-tan/visual.radii.medium": "10", "scheme": "light", "specVersion": "0.7.0",
                "sizeCategory": "large", "theme.name": "\"Brand\"",
            ])
    }
}
