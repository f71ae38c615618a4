/// Insets as role → variant → axis, encoded as a bare nested object.
///
/// Decoding accepts the legacy flat form `{role: {horizontal, vertical}}` and files each entry
/// under variant `regular`, as the package does.
public struct GentleInsetTokens: Codable, Sendable, Equatable {
    /// Axis steps by role raw value, then variant raw value.
    public var tokensByRoleVariant: [String: [String: GentleAxisInsetTokens]]

    /// Creates the tokens from raw-keyed dictionaries.
    public init(tokensByRoleVariant: [String: [String: GentleAxisInsetTokens]]) {
        self.tokensByRoleVariant = tokensByRoleVariant
    }

    /// The package's last-resort inset: horizontal `xl`, vertical `l`.
    public static let fallback = GentleAxisInsetTokens(horizontal: .xl, vertical: .l)

    /// The steps for a role and variant, falling back to role+regular, screen+regular, then `fallback`.
    public func axisTokens(for role: GentleInsetRole, variant: GentleInsetVariant = .regular) -> GentleAxisInsetTokens {
        let regular = GentleInsetVariant.regular.rawValue
        return tokensByRoleVariant[role.rawValue]?[variant.rawValue]
            ?? tokensByRoleVariant[role.rawValue]?[regular]
            ?? tokensByRoleVariant[GentleInsetRole.screen.rawValue]?[regular]
            ?? Self.fallback
    }

    /// Decodes the nested form, else the legacy flat form, else throws `dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let nested = try? container.decode([String: [String: GentleAxisInsetTokens]].self) {
            tokensByRoleVariant = nested
        } else if let flat = try? container.decode([String: GentleAxisInsetTokens].self) {
            tokensByRoleVariant = flat.mapValues { [GentleInsetVariant.regular.rawValue: $0] }
        } else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "GentleInsetTokens: expected nested or flat dictionary")
        }
    }

    /// Encodes the bare nested object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(tokensByRoleVariant)
    }
}
