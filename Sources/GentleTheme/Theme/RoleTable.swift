/// A resolved value for every role of one kind, filled once when a theme is resolved. Each entry
/// keeps the token paths it was resolved from, and reading it notes them (`TokenReads`).
package struct RoleTable<Role: Hashable & Sendable, Value: Sendable & Equatable>: Sendable, Equatable {
    private let values: [Role: Value]
    private let sources: [Role: Set<String>]
    private let lastResort: Value

    /// Resolves each of `roles`, recording the paths each reads; any other role reads
    /// `lastResort`, the package's final fallback, which no token stands behind.
    init(roles: [Role], lastResort: @autoclosure () -> Value, resolve: (Role) -> Value) {
        var values: [Role: Value] = [:]
        var sources: [Role: Set<String>] = [:]
        for role in roles where values[role] == nil {
            let resolved = TokenReads.recording { resolve(role) }
            values[role] = resolved.value
            sources[role] = resolved.paths
        }
        self.values = values
        self.sources = sources
        self.lastResort = TokenReads.unrecorded(lastResort)
    }

    /// The resolved value of `role`.
    package subscript(role: Role) -> Value {
        guard let value = values[role] else { return lastResort }
        TokenReads.note(sources[role] ?? [])
        return value
    }
}
