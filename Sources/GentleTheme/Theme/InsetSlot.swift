import GentleTokens

/// An inset role and variant, the key of a resolved inset.
package struct InsetSlot: Hashable, Sendable {
    /// The inset role.
    package let role: GentleInsetRole
    /// The variant.
    package let variant: GentleInsetVariant

    /// The slot for `role` and `variant`.
    package init(_ role: GentleInsetRole, _ variant: GentleInsetVariant) {
        self.role = role
        self.variant = variant
    }

    /// Every role × variant, roles outermost, both in `allCases` order.
    package static let all: [InsetSlot] = GentleInsetRole.allCases.flatMap { role in
        GentleInsetVariant.allCases.map { InsetSlot(role, $0) }
    }
}
