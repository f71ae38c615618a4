import GentleSheets
import Testing

@Test func tenSheetsInRenderOrder() {
    #expect(
        SheetKind.allCases.map(\.rawValue) == [
            "typography", "colors", "surfaces", "buttons", "layout", "controls", "dynamic-type", "accessibility",
            "overview", "gallery",
        ])
    #expect(SheetKind.allCases.filter(\.spansThemes) == [.gallery])
}
