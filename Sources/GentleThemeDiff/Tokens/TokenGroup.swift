/// The groups a theme's tokens fall into, in the order reports and the change sheet list them.
public enum TokenGroup: String, Sendable, Codable, CaseIterable, Comparable {
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
    public static func < (lhs: TokenGroup, rhs: TokenGroup) -> Bool {
        let order = allCases
        return (order.firstIndex(of: lhs) ?? 0) < (order.firstIndex(of: rhs) ?? 0)
    }
}

/// One resolved token: its dotted path, its group and its value.
public struct ThemeToken: Sendable, Equatable {
    /// The dotted path, as `colors.primaryCTA.light` or `typography.title_xl.weight`.
    public let path: String
    /// The group the token belongs to.
    public let group: TokenGroup
    /// The role or slot the token belongs to, as `primaryCTA` or `card.regular`.
    public let owner: String
    /// The value.
    public let value: TokenValue

    /// A token at `path` in `group`, owned by `owner`.
    public init(_ path: String, group: TokenGroup, owner: String, value: TokenValue) {
        self.path = path
        self.group = group
        self.owner = owner
        self.value = value
    }
}
