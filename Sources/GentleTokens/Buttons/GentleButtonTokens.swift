/// Button role specs and animation specs, each keyed by raw value.
public struct GentleButtonTokens: Codable, Sendable, Equatable {
    /// Specs by `GentleButtonRole` raw value.
    public var roles: [String: GentleButtonRoleSpec]
    /// Animation timing by `GentleButtonAnimationRole` raw value.
    public var animations: [String: GentleButtonAnimationSpec]

    /// Creates the tokens from raw-keyed dictionaries.
    public init(roles: [String: GentleButtonRoleSpec], animations: [String: GentleButtonAnimationSpec]) {
        self.roles = roles
        self.animations = animations
    }

    /// The spec for a role, falling back to `primary`, then to `GentleButtonRoleSpec.fallback`.
    public func roleSpec(for role: GentleButtonRole) -> GentleButtonRoleSpec {
        roles[role.rawValue] ?? roles[GentleButtonRole.primary.rawValue] ?? .fallback
    }

    /// The timing for an animation, falling back to `squish`, then to the init defaults.
    public func animationSpec(for role: GentleButtonAnimationRole) -> GentleButtonAnimationSpec {
        animations[role.rawValue] ?? animations[GentleButtonAnimationRole.squish.rawValue]
            ?? GentleButtonAnimationSpec()
    }
}
