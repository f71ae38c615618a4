import GentleTokens

/// An inset role and variant, the key of a resolved inset.
public struct InsetSlot: Hashable, Sendable {
    /// The inset role.
    public let role: GentleInsetRole
    /// The variant.
    public let variant: GentleInsetVariant

    /// The slot for `role` and `variant`.
    public init(_ role: GentleInsetRole, _ variant: GentleInsetVariant) {
        self.role = role
        self.variant = variant
    }

    /// Every role × variant, roles outermost, both in `allCases` order.
    public static let all: [InsetSlot] = GentleInsetRole.allCases.flatMap { role in
        GentleInsetVariant.allCases.map { InsetSlot(role, $0) }
    }
}
