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
            // material role's swatches over the flat backdrops of iOS's samples; then each glass
            // role's glass, fallback and Reduce Transparency cells, each on a backdrop of its own.
            GentleSurfaceRole.groupedByCategory.flatMap(\.roles).flatMap { role in
                let card =
                    Array(repeating: "surfaces.\(role.rawValue).backdrop", count: 4) + ["surfaces.\(role.rawValue)"]
                guard case .material = theme.surfaces[role].background else { return card }
                return card + FlatBackdrop.iosSamples.map { "surfaces.\(role.rawValue).flat.\($0.name)" }
            }
                + GentleSurfaceRole.groupedByCategory.flatMap(\.roles).flatMap { role -> [String] in
                    guard theme.surfaces[role].glassFallbacks != nil else { return [] }
                    let name = "surfaces.\(role.rawValue)"
                    return [name, "\(name).fallback", "\(name).reduceTransparency"].flatMap { card in
                        Array(repeating: "\(name).backdrop", count: 4) + [card]
                    }
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
            let name = "surfaces.\(role.rawValue)"
            let surface = context.theme.surfaces[role]
            // The role's own card, then a glass role's three cells: glass (no shadow), the
            // fallback and, frosted on iOS 26, the Reduce Transparency look (no shadow either).
            var cards = [(name, surface.shadow)]
            if let fallbacks = surface.glassFallbacks {
                cards += [
                    (name, nil), ("\(name).fallback", fallbacks.fallbackShadow), ("\(name).reduceTransparency", nil),
                ]
            }
            let found = regions.indices.filter { index in cards.contains { $0.0 == regions[index].name } }
            try #require(found.count == cards.count, "\(role)")
            for (index, (card, shadow)) in zip(found, cards) {
                let bands = regions[max(0, index - 4)..<index]
                try #require(bands.count == 4 && bands.allSatisfy { $0.name == "\(name).backdrop" }, "\(card)")
                let rects = bands.map(\.rect)
                let hole = Rect(
                    x: rects[2].maxX, y: rects[0].maxY, width: rects[3].minX - rects[2].maxX,
                    height: rects[1].minY - rects[0].maxY)
                #expect(regions[index].name == card)
                #expect(!rects.contains { $0.overlaps(hole) }, "\(card)")
                #expect(regions[index].rect.contains(hole), "\(card)")
                #expect(hole.contains(regions[index].rect) == (shadow == nil), "\(card)")
            }
        }
    }
}
