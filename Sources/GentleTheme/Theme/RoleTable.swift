/// A resolved value for every role of one kind, filled once when a theme is resolved.
package struct RoleTable<Role: Hashable & Sendable, Value: Sendable & Equatable>: Sendable, Equatable {
    private let values: [Role: Value]
    private let lastResort: Value

    /// Resolves each of `roles`; any other role reads `lastResort`, the package's final fallback.
    init(roles: [Role], lastResort: Value, resolve: (Role) -> Value) {
        values = Dictionary(roles.map { ($0, resolve($0)) }, uniquingKeysWith: { first, _ in first })
        self.lastResort = lastResort
    }

    /// The resolved value of `role`.
    package subscript(role: Role) -> Value {
        values[role] ?? lastResort
    }
}
