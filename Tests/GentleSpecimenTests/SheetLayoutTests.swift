import GentleTheme
import GentleTokens
import Testing
import GentleSpecimen

@Suite struct SheetLayoutTests {
    static func expectedRegions(_ sheet: SheetKind) -> [String] {
        switch sheet {
        case .typography: GentleTextRole.allCases.map { "typography.\($0.rawValue)" }
        case .colors:
            (GentleColorRole.textRoles + GentleColorRole.surfaceRoles + GentleColorRole.actionRoles
                + GentleColorRole.themeRoles).map { "colors.\($0.rawValue)" }
        case .surfaces: GentleSurfaceRole.groupedByCategory.flatMap(\.roles).map { "surfaces.\($0.rawValue)" }
        case .buttons:
            GentleButtonRole.ordered.map { "buttons.\($0.rawValue)" }
                + GentleButtonRole.ordered.flatMap { role in
                    (1...8).map { "buttons.\(role.rawValue).frame\($0)" } + ["buttons.\(role.rawValue).plot"]
                }
        }
    }

    @Test(arguments: SheetKind.allCases, SheetFixture.all)
    func nothingOverlapsOrLeavesThePage(sheet: SheetKind, fixture: SheetFixture) throws {
        let layout = try sheet.layout(fixture.context)
        let issues = GeometryCheck.issues(in: layout)
        #expect(issues.isEmpty, "\(issues.prefix(4))")
        #expect(layout.pageSize.width == SheetMetrics.pageWidth)
    }

    @Test(arguments: SheetKind.allCases, SheetFixture.all)
    func everyTokenHasARegion(sheet: SheetKind, fixture: SheetFixture) throws {
        let names = try sheet.layout(fixture.context).regions.map(\.name)
        #expect(names == Self.expectedRegions(sheet))
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
