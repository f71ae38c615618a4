import GentleRaster
import GentleSheets
import GentleTheme
import GentleTokens
import Testing

@Suite struct SheetLayoutTests {
    static func expectedRegions(_ sheet: SheetKind, theme: ResolvedTheme) -> [String] {
        switch sheet {
        case .typography: GentleTextRole.allCases.map { "typography.\($0.rawValue)" }
        case .colors:
            (GentleColorRole.textRoles + GentleColorRole.surfaceRoles + GentleColorRole.actionRoles
                + GentleColorRole.themeRoles).map { "colors.\($0.rawValue)" }
        case .surfaces:
            // Each backdrop is marked as the four bands around its card, then the card, then a
            // material role's swatches over the flat backdrops of iOS's samples.
            GentleSurfaceRole.groupedByCategory.flatMap(\.roles).flatMap { role in
                let card =
                    Array(repeating: "surfaces.\(role.rawValue).backdrop", count: 4) + ["surfaces.\(role.rawValue)"]
                guard case .material = theme.surfaces[role].background else { return card }
                return card + FlatBackdrop.iosSamples.map { "surfaces.\(role.rawValue).flat.\($0.name)" }
            }
        case .buttons:
            GentleButtonRole.ordered.map { "buttons.\($0.rawValue)" }
                + GentleButtonRole.ordered.flatMap { role in
                    (1...8).map { "buttons.\(role.rawValue).frame\($0)" } + ["buttons.\(role.rawValue).plot"]
                }
        default: NewSheetRegions.expected(sheet)
        }
    }

    @Test(arguments: SheetKind.allCases, SheetFixture.all)
    func nothingOverlapsOrLeavesThePage(sheet: SheetKind, fixture: SheetFixture) throws {
        let layout = try sheet.layout(fixture.context(for: sheet))
        let issues = GeometryCheck.issues(in: layout)
        #expect(issues.isEmpty, "\(issues.prefix(4))")
        let wide = sheet == .overview || sheet == .gallery
        #expect(layout.pageSize.width == (wide ? SheetMetrics.widePageWidth : SheetMetrics.pageWidth))
    }

    @Test(arguments: SheetKind.allCases, SheetFixture.all)
    func everyTokenHasARegion(sheet: SheetKind, fixture: SheetFixture) throws {
        let context = fixture.context(for: sheet)
        let names = try sheet.layout(context).regions.map(\.name)
        #expect(names == Self.expectedRegions(sheet, theme: context.theme))
    }

    @Test(arguments: SheetKind.allCases)
    func theLayoutIsDeterministic(sheet: SheetKind) throws {
        let context = SheetFixture.standard.context
        let first = try sheet.layout(context)
        let second = try sheet.layout(context)
        #expect(first == second)
        #expect(try RegionDocument(layout: first).jsonData() == RegionDocument(layout: second).jsonData())
    }

    @Test(arguments: SheetKind.allCases)
    func thePageIsPaintedInTheThemesBackground(sheet: SheetKind) throws {
        let dark = SheetFixture(preset: .gentleDefault, scheme: .dark, sizeCategory: .large).context
        #expect(try sheet.layout(dark).background == dark.theme.colors[.background])
    }
}

@Suite struct SurfacesBackdropRegionTests {
    // The bands leave a hole exactly where the card is laid out (within layout tolerance): the
    // card's region is that frame when it casts no shadow and reaches over the bands by its
    // shadow's blur otherwise.
    @Test(arguments: SheetFixture.all)
    func eachBackdropIsMarkedAroundItsCardOnly(fixture: SheetFixture) throws {
        let context = fixture.context
        let regions = try SheetKind.surfaces.layout(context).regions
        for role in GentleSurfaceRole.groupedByCategory.flatMap(\.roles) {
            let bands = regions.filter { $0.name == "surfaces.\(role.rawValue).backdrop" }.map(\.rect)
            let card = try #require(regions.first { $0.name == "surfaces.\(role.rawValue)" }?.rect)
            try #require(bands.count == 4)
            let hole = Rect(
                x: bands[2].maxX, y: bands[0].maxY, width: bands[3].minX - bands[2].maxX,
                height: bands[1].minY - bands[0].maxY)
            #expect(!bands.contains { $0.overlaps(hole) }, "\(role)")
            #expect(card.contains(hole), "\(role)")
            #expect(hole.contains(card) == (context.theme.surfaces[role].shadow == nil), "\(role)")
        }
    }
}
