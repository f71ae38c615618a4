import GentleSheets
import Testing

@Suite struct SheetPageTests {
    func sampleSections(_ theme: SyntheticTheme) throws -> [LayoutBlock] {
        let page = theme.page
        let names = ["textPrimary", "surfaceBase", "primaryCTA", "destructive", "themePrimary"]
        let grid = try page.adaptiveGrid(maximumColumns: 4) { width in
            try names.map { name in
                try page.label(name, theme.labels.itemName, width: width - 32)
                    .padded(page.metrics.cardPadding)
                    .backed {
                        [SheetElement(frame: $0, content: .shape(ShapePaint(outline: .capsule, fill: .testPaper)))]
                    }
                    .grouped(region: "colors.\(name)")
            }
        }
        return [
            try page.section("Colors", content: grid),
            try page.section(
                "Typography", content: try page.label(String(repeating: "Wrap me ", count: 40), theme.labels.subtitle)),
        ]
    }

    @Test(arguments: SyntheticTheme.all)
    func aComposedPageIsClean(theme: SyntheticTheme) throws {
        let layout = try theme.page.layout(
            header: theme.header, sections: sampleSections(theme), background: theme.background)
        #expect(GeometryCheck.issues(in: layout).isEmpty, "\(GeometryCheck.issues(in: layout))")
        #expect(layout.pageSize.width == 960)
        #expect(layout.regions.count == 5)
    }

    @Test(arguments: SyntheticTheme.all)
    func thePageHeightIsTheContentPlusMargins(theme: SyntheticTheme) throws {
        let layout = try theme.page.layout(
            header: theme.header, sections: sampleSections(theme), background: theme.background)
        let bottom = layout.elements.map(\.frame.maxY).max() ?? 0
        #expect(layout.pageSize.height == (bottom + 48).rounded(.up))
        #expect(layout.elements.map(\.frame.minY).min() == 48)
    }

    @Test func largerTypeMakesATallerPage() throws {
        let heights = try SyntheticTheme.all.filter { !$0.dark }.map { theme in
            try theme.page.layout(header: theme.header, sections: sampleSections(theme), background: theme.background)
                .pageSize.height
        }
        #expect(heights == heights.sorted())
        #expect(Set(heights).count == heights.count)
    }

    @Test func layoutIsDeterministic() throws {
        let theme = SyntheticTheme.all[0]
        let first = try theme.page.layout(
            header: theme.header, sections: sampleSections(theme), background: theme.background)
        let second = try theme.page.layout(
            header: theme.header, sections: sampleSections(theme), background: theme.background)
        #expect(first == second)
    }

    @Test(arguments: SyntheticTheme.all.filter { !$0.dark })
    func anAdaptiveGridDropsColumnsUntilCellsFit(theme: SyntheticTheme) throws {
        let page = theme.page
        let grid = try page.adaptiveGrid(maximumColumns: 4) { _ in
            try ["textOnOverlaySecondary", "surfaceCardSecondary"].map { try page.label($0, theme.labels.pageTitle) }
        }
        let columns = Set(grid.elements.map(\.frame.minX)).count
        let widest = grid.elements.map(\.frame.width).max() ?? 0
        #expect(widest <= page.metrics.columnWidth(count: columns) || columns == 1)
        #expect(columns == (theme.typeFactor > 2 ? 1 : 2))
    }

    @Test func theHeaderStatesSheetSchemeSizeAndVersion() {
        let header = SyntheticTheme.all[1].header
        #expect(header.overline == "GENTLE SPECIMEN · COLORS")
        #expect(header.subtitle == "Dark · Dynamic Type large · Spec 0.7.0 · iOS 26")
    }
}
