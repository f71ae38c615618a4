import GentleRaster
import GentleSheets
import GentleTheme
import GentleTokens
import Testing

/// The overview is a documentation page of a fixed size: at the standard Dynamic Type size every
/// preset fits 1200 × 1600 pt set in the real fonts, and the page grows only for larger text.
@Suite struct OverviewPageTests {
    @Test(arguments: GentlePreset.all, [GentleColorScheme.light, .dark])
    func everyPresetFitsTheDocumentationPage(preset: GentlePreset, scheme: GentleColorScheme) throws {
        let context = SheetContext(
            spec: preset.spec, themeName: preset.name, scheme: scheme, sizeCategory: .large,
            measurer: Typesetter(fonts: try FontLibrary.bundled()), about: ThemeAbout(preset))
        let layout = try SheetKind.overview.layout(context)
        #expect(layout.pageSize == OverviewSheet.pageSize)
        #expect(GeometryCheck.issues(in: layout).isEmpty)
    }
}
