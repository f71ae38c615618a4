import GentleTokens

/// Every colour role as RGBA for one scheme.
public struct ResolvedColors: Sendable, Equatable {
    /// The colour scheme these colours belong to.
    public let scheme: GentleColorScheme
    private let defined: [GentleColorRole: GentleHexColor]

    /// Reads each role's hex for `scheme` from `tokens`.
    public init(tokens: GentleColorTokens, scheme: GentleColorScheme) {
        self.scheme = scheme
        var defined: [GentleColorRole: GentleHexColor] = [:]
        for role in GentleColorRole.allCases {
            if let pair = tokens.pair(for: role) { defined[role] = GentleHexColor(pair.hex(for: scheme)) }
        }
        self.defined = defined
    }

    /// The colour of `role`; a role the spec does not define is `Color.primary`, as in the package.
    public subscript(role: GentleColorRole) -> GentleRGBA {
        defined[role]?.rgba ?? .primary(for: scheme)
    }

    /// Whether the spec defines `role` (false means the primary fallback is used).
    public func isDefined(_ role: GentleColorRole) -> Bool { defined[role] != nil }

    /// The hex string as written in the spec for `role`, or nil when the role is missing.
    public func specifiedHex(_ role: GentleColorRole) -> String? { defined[role]?.text }
}
