/// Text role specs keyed by `GentleTextRole` raw value.
public struct GentleTypographyTokens: Codable, Sendable, Equatable {
    /// Specs by role raw value, exactly as the JSON `roles` object.
    public var roles: [String: GentleTypographyRoleSpec]

    /// Creates the tokens from a raw-keyed dictionary.
    public init(roles: [String: GentleTypographyRoleSpec]) {
        self.roles = roles
    }

    /// Creates the tokens from a role-keyed dictionary.
    public init(specs: [GentleTextRole: GentleTypographyRoleSpec]) {
        self.roles = Dictionary(uniqueKeysWithValues: specs.map { ($0.key.rawValue, $0.value) })
    }

    /// The spec for a role, falling back to `body_m`, then to `GentleTypographyRoleSpec.fallback`.
    public func roleSpec(for role: GentleTextRole) -> GentleTypographyRoleSpec {
        roles[role.rawValue] ?? roles[GentleTextRole.body_m.rawValue] ?? .fallback
    }
}
