import Testing

@testable import GentleTokens

@Test(arguments: [
    ("", "", 0), ("render", "render", 0), ("rendr", "render", 1), ("", "diff", 4),
    ("kitten", "sitting", 3), ("tokens", "presets", 5), ("verfiy", "verify", 2),
])
func editDistanceCountsInsertionsDeletionsAndSubstitutions(a: String, b: String, distance: Int) {
    #expect(editDistance(a, b) == distance)
    #expect(editDistance(b, a) == distance)
}

@Test(
    arguments: [
        ("rendr", "render"), ("dif", "diff"), ("token", "tokens"), ("valdate", "validate"),
        ("xyz", nil), ("photograph", nil),
    ] as [(String, String?)])
func closestCommandIsSuggestedOnlyWhenNear(typed: String, suggestion: String?) {
    let names = ["render", "verify", "record", "diff", "validate", "presets", "tokens"]
    #expect(closestMatch(to: typed, among: names) == suggestion)
}
