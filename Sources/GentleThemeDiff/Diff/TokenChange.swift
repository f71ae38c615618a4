import GentleTheme

/// How a token differs between the old theme and the new one.
package enum ChangeKind: String, Sendable, Codable {
    /// Both themes have the token, with different values.
    case changed
    /// Only the new theme has it.
    case added
    /// Only the old theme has it.
    case removed
}

/// One token that differs, with what the difference means.
package struct TokenChange: Sendable, Equatable {
    /// The dotted token path, as `colors.primaryCTA.light`.
    package let path: String
    /// The group the token belongs to.
    package let group: TokenGroup
    /// The role or slot the token belongs to.
    package let owner: String
    /// Changed, added or removed.
    package let kind: ChangeKind
    /// The old value; nil when added.
    package let old: TokenValue?
    /// The new value; nil when removed.
    package let new: TokenValue?
    /// What the change means, one sentence fragment each: `ΔE00 4.21`,
    /// `size at large 28 → 30 pt`, `settles 0.41 → 1.41 s, overshoots 0 % → 21 %`.
    package let meaning: [String]

    /// A change of the token at `path`.
    package init(
        path: String, group: TokenGroup, owner: String, kind: ChangeKind, old: TokenValue?, new: TokenValue?,
        meaning: [String]
    ) {
        self.path = path
        self.group = group
        self.owner = owner
        self.kind = kind
        self.old = old
        self.new = new
        self.meaning = meaning
    }

    /// The CIEDE2000 difference of a colour change, if it is one.
    package var colorDifference: Double? {
        guard let old = old?.color, let new = new?.color else { return nil }
        return CIEDE2000.difference(old, new)
    }
}
