import Testing
import GentleSpecimen

@Suite struct SheetPageTests {
    func sampleSections(_ theme: SyntheticTheme) throws -> [LayoutBlock] {
        let page = theme.page
        let names = ["textPrimary", "surfaceBase", "primaryCTA", "destructive", "themePrimary"]
        let labels = try names.map { try page.label($0, theme.labels.itemName) }
        let widest = (labels.map(\.size.width).max() ?? 0) + 32
        let columns = page.metrics.columnCount(minimumWidth: widest, maximum: 4)
        let width = page.metrics.columnWidth(count: columns)
        let cells = zip(names, labels).map { name, label in
            label.padded(page.metrics.cardPadding)
                .backed {
                    [
                        SheetElement(
                            frame: $0,
                            content: .shape(
                                ShapePaint(
                                    outline: .roundedRectangle(cornerRadius: 20, style: .continuous), fill: .testPaper))
                        )
                    ]
                }
                .grouped(region: "colors.\(name)")
        }
        let grid = LayoutBlock.grid(
            cells, columns: columns, columnWidth: width, columnSpacing: page.metrics.gutter,
            rowSpacing: page.metrics.itemSpacing)
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

    @Test(arguments: [(100.0, 4), (198, 4), (199, 3), (300, 2), (500, 1), (2000, 1)])
    func adaptiveColumnsFitTheirMinimumWidth(minimum: Double, expected: Int) {
        #expect(SheetMetrics.standard.columnCount(minimumWidth: minimum, maximum: 4) == expected)
    }

    @Test func theHeaderStatesSheetSchemeSizeAndVersion() {
        let header = SyntheticTheme.all[1].header
        #expect(header.overline == "GENTLE SPECIMEN · COLORS")
        #expect(header.subtitle == "Dark · Dynamic Type large · Spec 0.7.0")
    }
}
