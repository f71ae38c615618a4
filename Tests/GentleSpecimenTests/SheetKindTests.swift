import Testing
import GentleSpecimen

@Test func fourSheetsInRenderOrder() {
    #expect(SheetKind.allCases.map(\.rawValue) == ["typography", "colors", "surfaces", "buttons"])
}
