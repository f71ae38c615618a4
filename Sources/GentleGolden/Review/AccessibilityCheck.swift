/// One accessibility check of one theme on one side of a review, as the accessibility sheet and
/// the review draw it: a contrast pair, a colour-vision pair, a text that must fit its box, a touch
/// target. Two sides' checks with the same `key` are the same check.
package struct AccessibilityCheck: Sendable, Hashable {
    /// What kind of check it is.
    package enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
        /// WCAG 2 contrast of a text role on a ground, at least AA (4.5 : 1).
        case contrast
        /// Two colours that must stay apart for a simulated observer (ΔE00 ≥ 10).
        case colourVision = "colour-vision"
        /// A text that must fit its box at a Dynamic Type size the review draws.
        case dynamicType = "dynamic-type"
        /// A button at least as tall as the theme's largest touch step.
        case touchTarget = "touch-target"

        /// Orders kinds as the ledger lists them.
        package static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
        }
    }

    /// The theme's id.
    package var theme: String
    /// The kind of check.
    package var kind: Kind
    /// What is checked, the same on both sides: `light textSecondary on surfaceCardSecondary`.
    package var subject: String
    /// The measured result as people read it: `4.62 AA`, `ΔE00 12.3`, `40 pt`.
    package var result: String
    /// Whether the check passes.
    package var passes: Bool
    /// The token values the result depends on, by path: a change of one of them is its cause.
    package var tokens: [String: String]

    /// A check.
    package init(
        theme: String, kind: Kind, subject: String, result: String, passes: Bool, tokens: [String: String]
    ) {
        self.theme = theme
        self.kind = kind
        self.subject = subject
        self.result = result
        self.passes = passes
        self.tokens = tokens
    }

    /// The same check on the other side of a review.
    package var key: Key { Key(theme: theme, kind: kind, subject: subject) }

    /// Names one check across both sides.
    package struct Key: Sendable, Hashable, Comparable {
        /// The theme's id.
        package var theme: String
        /// The kind of check.
        package var kind: Kind
        /// What is checked.
        package var subject: String

        /// Orders by theme, kind, then subject.
        package static func < (lhs: Key, rhs: Key) -> Bool {
            if lhs.theme != rhs.theme { return lhs.theme < rhs.theme }
            if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
            return lhs.subject < rhs.subject
        }
    }
}
