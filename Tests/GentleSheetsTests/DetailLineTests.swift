import Testing

@testable import GentleSheets

@Suite struct DetailLineTests {
    @Test(arguments: [
        (["34 pt", "bold", "relativeTo largeTitle"], "34\u{00A0}pt · bold · relativeTo\u{00A0}largeTitle"),
        (["border 0.5 pt #E5E7EB59"], "border\u{00A0}0.5\u{00A0}pt\u{00A0}#E5E7EB59"),
        (
            ["spring response 0.45, damping 0.45", "label primaryCTA"],
            "spring response 0.45, damping 0.45 · label\u{00A0}primaryCTA"
        ),
        (["padding 24 × 8"], "padding\u{00A0}24\u{00A0}×\u{00A0}8"),
    ])
    func shortItemsAreGluedAndLongPhrasesStayBreakable(items: [String], expected: String) {
        #expect(DetailLine.joined(items) == expected)
    }
}
