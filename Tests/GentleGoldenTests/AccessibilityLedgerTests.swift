import GentleGolden
import Testing

/// One check's two sides and what the ledger must make of them.
struct LedgerCase: Sendable, CustomTestStringConvertible {
    let name: String
    /// The result and whether it passes, at the base; `nil` when the base has no such check.
    let base: (result: String, passes: Bool, hex: String)?
    /// The same now.
    let head: (result: String, passes: Bool, hex: String)?
    /// The status, or `nil` when the check is left out.
    let status: AccessibilityLedger.Status?
    let line: String?

    var testDescription: String { name }
}

@Suite("Accessibility ledger: each failing check new, pre-existing or resolved, with its cause")
struct AccessibilityLedgerTests {
    static let cases = [
        LedgerCase(
            name: "passes, then fails", base: ("4.62 AA", true, "#4B5563"), head: ("4.31 AA Large", false, "#6B7280"),
            status: .new,
            line: "new: brand contrast light textSecondary on surfaceCardSecondary 4.62 AA → 4.31 AA Large, caused by "
                + "colors.textSecondary.light #4B5563 → #6B7280"),
        LedgerCase(
            name: "fails on both sides, unchanged", base: ("4.31 AA Large", false, "#6B7280"),
            head: ("4.31 AA Large", false, "#6B7280"), status: .preExisting,
            line: "pre-existing: brand contrast light textSecondary on surfaceCardSecondary 4.31 AA Large"),
        LedgerCase(
            name: "fails on both sides, moved", base: ("4.31 AA Large", false, "#6B7280"),
            head: ("2.80 Fail", false, "#9CA3AF"), status: .preExisting,
            line: "pre-existing: brand contrast light textSecondary on surfaceCardSecondary 4.31 AA Large → 2.80 Fail, "
                + "caused by colors.textSecondary.light #6B7280 → #9CA3AF"),
        LedgerCase(
            name: "fails, then passes", base: ("4.31 AA Large", false, "#6B7280"), head: ("4.62 AA", true, "#4B5563"),
            status: .resolved,
            line: "resolved: brand contrast light textSecondary on surfaceCardSecondary 4.31 AA Large → 4.62 AA, "
                + "caused by colors.textSecondary.light #6B7280 → #4B5563"),
        LedgerCase(
            name: "passes on both sides", base: ("4.62 AA", true, "#4B5563"), head: ("4.70 AA", true, "#4A5563"),
            status: nil, line: nil),
        LedgerCase(
            name: "a theme new since the base", base: nil, head: ("4.31 AA Large", false, "#6B7280"), status: .new,
            line: "new: brand contrast light textSecondary on surfaceCardSecondary (absent) → 4.31 AA Large"),
        LedgerCase(
            name: "a failure gone with its check", base: ("4.31 AA Large", false, "#6B7280"), head: nil,
            status: .resolved,
            line: "resolved: brand contrast light textSecondary on surfaceCardSecondary 4.31 AA Large → (absent)"),
    ]

    static func check(_ side: (result: String, passes: Bool, hex: String)?) -> [AccessibilityCheck] {
        guard let side else { return [] }
        return [
            AccessibilityCheck(
                theme: "brand", kind: .contrast, subject: "light textSecondary on surfaceCardSecondary",
                result: side.result, passes: side.passes,
                tokens: ["colors.textSecondary.light": side.hex, "colors.surfaceCardSecondary.light": "#F4F6FE"])
        ]
    }

    @Test(arguments: cases)
    func marksEachFailingCheckByItsTwoSides(_ example: LedgerCase) {
        let ledger = AccessibilityLedger(
            base: "origin/main", baseChecks: Self.check(example.base), headChecks: Self.check(example.head))
        #expect(ledger.entries.map(\.status) == (example.status.map { [$0] } ?? []))
        #expect(ledger.entries.first?.line == example.line)
        #expect(ledger.hasNewFailure == (example.status == .new))
    }

    @Test func listsNewFailuresFirstAndCountsEachStatus() {
        let failing = { (theme: String, passes: Bool) in
            AccessibilityCheck(
                theme: theme, kind: .colourVision, subject: "light protanopia primaryCTA vs destructive",
                result: passes ? "ΔE00 12.0" : "ΔE00 6.0", passes: passes, tokens: [:])
        }
        let ledger = AccessibilityLedger(
            base: "HEAD~1", baseChecks: [failing("a", false), failing("b", false), failing("c", true)],
            headChecks: [failing("a", true), failing("b", false), failing("c", false)])
        #expect(ledger.entries.map(\.status) == [.new, .preExisting, .resolved])
        #expect(ledger.entries.map(\.key.theme) == ["c", "b", "a"])
        #expect(ledger.countsLine == "accessibility against HEAD~1: 1 new, 1 pre-existing, 1 resolved")
    }
}
