/// The accessibility checks of a review, base against head: every check that fails on either side,
/// marked new (fails now, passed or was absent at the base), pre-existing (fails on both sides) or
/// resolved (failed at the base, passes now), with the token values whose change caused it, old →
/// new. Checks that pass on both sides are left out.
package struct AccessibilityLedger: Sendable, Equatable {
    /// How a failing check changed between the two sides.
    package enum Status: String, Sendable, Equatable, CaseIterable {
        /// Fails now; passed at the base, or was not there.
        case new
        /// Fails on both sides.
        case preExisting = "pre-existing"
        /// Failed at the base; passes now, or is no longer there.
        case resolved
    }

    /// One failing check.
    package struct Entry: Sendable, Equatable {
        /// How it changed.
        package var status: Status
        /// The check.
        package var key: AccessibilityCheck.Key
        /// The result at the base; `nil` when the base had no such check.
        package var base: String?
        /// The result now; `nil` when the head has no such check.
        package var head: String?
        /// The token values the check depends on that differ between the sides, in path order.
        package var causes: [TokenChange]

        /// The result on both sides, `4.62 AA → 4.31 AA Large`, or once when it did not change.
        package var results: String {
            base == head ? (head ?? "") : "\(base ?? "(absent)") → \(head ?? "(absent)")"
        }

        /// `new: brand contrast light textSecondary on surfaceCardSecondary 4.62 AA → 4.31 AA Large,
        /// caused by colors.textSecondary.light #4B5563 → #6B7280`, unescaped: each medium escapes it.
        package var line: String {
            let cause = causes.isEmpty ? "" : ", caused by " + causes.map(\.line).joined(separator: ", ")
            return "\(status.rawValue): \(key.theme) \(key.kind.rawValue) \(key.subject) \(results)\(cause)"
        }
    }

    /// The base revision, as it was given.
    package var base: String
    /// The failing checks, new first, then pre-existing, then resolved; each group by check.
    package var entries: [Entry]

    /// The ledger of `baseChecks` (the themes at `base`) against `headChecks` (the themes now).
    package init(base: String, baseChecks: [AccessibilityCheck], headChecks: [AccessibilityCheck]) {
        self.base = base
        let before = Dictionary(baseChecks.map { ($0.key, $0) }) { first, _ in first }
        let after = Dictionary(headChecks.map { ($0.key, $0) }) { first, _ in first }
        let keys = Set(before.keys).union(after.keys).sorted()
        let entries = keys.compactMap { key in Self.entry(key, base: before[key], head: after[key]) }
        self.entries = Status.allCases.flatMap { status in entries.filter { $0.status == status } }
    }

    private static func entry(
        _ key: AccessibilityCheck.Key, base: AccessibilityCheck?, head: AccessibilityCheck?
    ) -> Entry? {
        let failedBefore = base.map { !$0.passes } ?? false
        let failsNow = head.map { !$0.passes } ?? false
        let status: Status
        switch (failedBefore, failsNow) {
        case (false, true): status = .new
        case (true, true): status = .preExisting
        case (true, false): status = .resolved
        case (false, false): return nil
        }
        return Entry(status: status, key: key, base: base?.result, head: head?.result, causes: causes(base, head))
    }

    /// The values both sides depend on that differ; none when a side has no such check (a theme
    /// new at the base has no old values to name).
    private static func causes(_ base: AccessibilityCheck?, _ head: AccessibilityCheck?) -> [TokenChange] {
        guard let base, let head else { return [] }
        return Set(base.tokens.keys).union(head.tokens.keys)
            .filter { base.tokens[$0] != head.tokens[$0] }
            .map { TokenChange(path: $0, old: base.tokens[$0], new: head.tokens[$0]) }
            .sorted()
    }

    /// The entries of one status.
    package func entries(_ status: Status) -> [Entry] { entries.filter { $0.status == status } }

    /// Whether a check fails now that did not fail at the base: the review's gate.
    package var hasNewFailure: Bool { entries.contains { $0.status == .new } }

    /// `accessibility against origin/main: 1 new, 2 pre-existing, 0 resolved`, unescaped.
    package var countsLine: String {
        "accessibility against \(base): "
            + Status.allCases.map { "\(entries($0).count) \($0.rawValue)" }.joined(separator: ", ")
    }
}
