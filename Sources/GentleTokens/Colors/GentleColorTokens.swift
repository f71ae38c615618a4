/// Colour pairs keyed by `GentleColorRole` raw value; unknown keys are kept, never used.
public struct GentleColorTokens: Codable, Sendable, Equatable {
    /// Pairs by role raw value, exactly as the JSON `pairByRole` object.
    public var pairByRole: [String: GentleColorPair]

    /// Creates the tokens from a raw-keyed dictionary.
    public init(pairByRole: [String: GentleColorPair]) {
        self.pairByRole = pairByRole
    }

    /// Creates the tokens from a role-keyed dictionary.
    public init(pairs: [GentleColorRole: GentleColorPair]) {
        self.pairByRole = Dictionary(uniqueKeysWithValues: pairs.map { ($0.key.rawValue, $0.value) })
    }

    /// The pair for a role, or nil when the file does not define it.
    public func pair(for role: GentleColorRole) -> GentleColorPair? {
        pairByRole[role.rawValue]
    }
}
