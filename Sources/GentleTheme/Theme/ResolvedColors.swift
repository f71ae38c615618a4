import GentleTokens

/// Every colour role as RGBA for one scheme.
package struct ResolvedColors: Sendable, Equatable {
    /// The colour scheme these colours belong to.
    package let scheme: GentleColorScheme
    private let defined: [GentleColorRole: GentleHexColor]

    /// Reads each role's hex for `scheme` from `tokens`.
    package init(tokens: GentleColorTokens, scheme: GentleColorScheme) {
        self.scheme = scheme
        var defined: [GentleColorRole: GentleHexColor] = [:]
        for role in GentleColorRole.allCases {
            if let pair = tokens.pair(for: role) { defined[role] = GentleHexColor(pair.hex(for: scheme)) }
        }
        self.defined = defined
    }

    /// The colour of `role`; a role the spec does not define is `Color.primary`, as in the package.
    package subscript(role: GentleColorRole) -> GentleRGBA {
        noteRead(role)
        return defined[role]?.rgba ?? .primary(for: scheme)
    }

    /// Whether the spec defines `role` (false means the primary fallback is used).
    package func isDefined(_ role: GentleColorRole) -> Bool {
        noteRead(role)
        return defined[role] != nil
    }

    /// The hex string as written in the spec for `role`, or nil when the role is missing. An
    /// invalid one is not repeated (it may be a megabyte long): it reads `invalid → #000000`,
    /// what the package draws, and `validate` names it by its coding path.
    package func specifiedHex(_ role: GentleColorRole) -> String? {
        noteRead(role)
        guard let hex = defined[role] else { return nil }
        return hex.isWellFormed ? hex.text : "invalid → \(hex.rgba.hexString)"
    }

    /// The path `TokenValues` records the role's colour in this scheme under.
    package static func path(of role: GentleColorRole, in scheme: GentleColorScheme) -> String {
        "colors.\(role.rawValue).\(scheme.rawValue)"
    }

    private func noteRead(_ role: GentleColorRole) {
        TokenReads.note(Self.path(of: role, in: scheme))
    }
}
