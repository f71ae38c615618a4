/// Surface role specs keyed by `GentleSurfaceRole` raw value.
public struct GentleSurfaceTokens: Codable, Sendable, Equatable {
    /// Specs by role raw value, exactly as the JSON `roles` object.
    public var roles: [String: GentleSurfaceRoleSpec]

    /// Creates the tokens from a raw-keyed dictionary.
    public init(roles: [String: GentleSurfaceRoleSpec]) {
        self.roles = roles
    }

    /// Creates the tokens from a role-keyed dictionary.
    public init(specs: [GentleSurfaceRole: GentleSurfaceRoleSpec]) {
        self.roles = Dictionary(uniqueKeysWithValues: specs.map { ($0.key.rawValue, $0.value) })
    }

    /// The spec for a role, falling back to `card`, then to `GentleSurfaceRoleSpec.fallback`.
    public func roleSpec(for role: GentleSurfaceRole) -> GentleSurfaceRoleSpec {
        roles[role.rawValue] ?? roles[GentleSurfaceRole.card.rawValue] ?? .fallback
    }
}
