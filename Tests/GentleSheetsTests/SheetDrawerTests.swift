import GentleImage
import GentleRaster
import GentleSheets
import GentleTheme
import GentleTokens
import Testing

/// Sheets measured and drawn with the real fonts, typesetter and canvas.
@Suite struct SheetDrawerTests {
    /// The repository's fonts; a failure to load them fails the test with the font error.
    func typesetter() throws -> Typesetter {
        Typesetter(fonts: try FontLibrary.bundled())
    }

    static let cases: [(SheetKind, GentleColorScheme, ContentSizeCategory)] = SheetKind.allCases.flatMap { sheet in
        [(sheet, .light, .xSmall), (sheet, .dark, .accessibilityExtraExtraExtraLarge)]
    }

    func context(_ scheme: GentleColorScheme, _ size: ContentSizeCategory) throws -> SheetContext {
        SheetContext(
            spec: GentlePreset.gentleDefault.spec, themeName: "Gentle Default", scheme: scheme, sizeCategory: size,
            measurer: try typesetter())
    }

    @Test(arguments: cases)
    func realTextLaysOutCleanly(sheet: SheetKind, scheme: GentleColorScheme, size: ContentSizeCategory) throws {
        let layout = try sheet.layout(context(scheme, size))
        let issues = GeometryCheck.issues(in: layout)
        #expect(issues.isEmpty, "\(issues.prefix(4))")
    }

    @Test(arguments: [GentleColorScheme.light, .dark])
    func theImageIsThePageAtScaleOnTheThemesBackground(scheme: GentleColorScheme) throws {
        let typesetter = try typesetter()
        let context = try context(scheme, .large)
        let layout = try SheetKind.colors.layout(context)
        let bitmap = try SheetDrawer(typesetter: typesetter).draw(layout, scale: 1, format: .png).bitmap()
        #expect(bitmap.width == Int(layout.pageSize.width))
        #expect(bitmap.height == Int(layout.pageSize.height))
        let background = context.theme.colors[.background]
        let corner = Array(bitmap.pixels[0..<4]).map(Int.init)
        let channels: [Double] = [background.red, background.green, background.blue, 1]
        #expect(corner == channels.map { (channel: Double) -> Int in Int((channel * 255).rounded()) })
    }

    @Test func aChipIsDrawnInItsRolesColour() throws {
        let typesetter = try typesetter()
        let context = try context(.light, .large)
        let layout = try SheetKind.colors.layout(context)
        let bitmap = try SheetDrawer(typesetter: typesetter).draw(layout, scale: 1, format: .png).bitmap()
        let card = try #require(layout.regions.first { $0.name == "colors.primaryCTA" })
        // The light chip is the card's top-left block, 56 pt tall; sample inside its rounded corners.
        let x = Int(card.rect.minX) + 20
        let y = Int(card.rect.minY) + 28
        let offset = (y * bitmap.width + x) * 4
        #expect(Array(bitmap.pixels[offset..<offset + 4]) == [0x4A, 0x6E, 0xF5, 0xFF])
    }
}
