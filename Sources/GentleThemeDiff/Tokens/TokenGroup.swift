/// The groups a theme's tokens fall into, in the order reports and the change sheet list them.
package enum TokenGroup: String, Sendable, Codable, CaseIterable, Comparable {
    /// Colour roles, light and dark.
    case colors
    /// Text roles.
    case typography
    /// Spacing scales and insets.
    case layout
    /// Corner radii (`visual.radii`).
    case radii
    /// Surface roles.
    case surfaces
    /// Button roles.
    case buttons
    /// Press animations.
    case animations

    /// Orders groups as `allCases` lists them.
    package static func < (lhs: TokenGroup, rhs: TokenGroup) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

/// One resolved token: its dotted path, its group and its value.
package struct ThemeToken: Sendable, Equatable {
    /// The dotted path, as `colors.primaryCTA.light` or `typography.title_xl.weight`.
    package let path: String
    /// The group the token belongs to.
    package let group: TokenGroup
    /// The role or slot the token belongs to, as `primaryCTA` or `card.regular`.
    package let owner: String
    /// The value.
    package let value: TokenValue

    /// A token at `path` in `group`, owned by `owner`.
    package init(_ path: String, group: TokenGroup, owner: String, value: TokenValue) {
        self.path = path
        self.group = group
        self.owner = owner
        self.value = value
    }
}
