import GentleFiles

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The token paths a piece of work reads from a resolved theme, recorded as it reads them, so that
/// a sheet image's golden names every token its pixels were drawn from without a list kept by hand
/// beside the drawing code (DESIGN.md §5).
///
/// Resolution records into each resolved part the paths it was made from: `ResolvedColors` notes
/// `colors.<role>.<scheme>` for each colour it hands out, and each resolver notes the spec group
/// it reads beside the line that reads it (`typography.body_m`, `visual.radii.medium`). A
/// `RoleTable` keeps each entry's paths, and reading an entry later notes them again; so laying a
/// sheet out inside `recording(_:)` collects the paths of everything it was drawn with. A path
/// names a token or a group of them (`layout.scale` stands for each of its steps).
package enum TokenReads {
    /// Where reads go: a log, and the prefix its paths take (another theme's card in the gallery).
    private struct Scope: Sendable {
        let log: Log
        let prefix: String
    }

    /// The paths noted in one scope.
    private final class Log: @unchecked Sendable {
        // A layout runs on one thread, but nothing forbids a part from being read on several.
        private let lock = MutexLock()
        private var paths: Set<String> = []

        func insert(_ path: String, prefix: String) {
            lock.lock()
            defer { lock.unlock() }
            paths.insert(prefix.isEmpty ? path : prefix + path)
        }

        func insert(_ added: Set<String>, prefix: String) {
            lock.lock()
            defer { lock.unlock() }
            // A sheet notes thousands of reads, most unprefixed: one union, not a loop of inserts.
            if prefix.isEmpty {
                paths.formUnion(added)
            } else {
                for path in added { paths.insert(prefix + path) }
            }
        }

        var noted: Set<String> {
            lock.lock()
            defer { lock.unlock() }
            return paths
        }
    }

    @TaskLocal private static var scope: Scope?

    /// Notes that the token or group at `path` was read; nothing when no scope records.
    package static func note(_ path: String) {
        scope.map { $0.log.insert(path, prefix: $0.prefix) }
    }

    /// Notes that every one of `paths` was read.
    package static func note(_ paths: Set<String>) {
        guard !paths.isEmpty else { return }
        scope.map { $0.log.insert(paths, prefix: $0.prefix) }
    }

    /// Runs `body` and returns what it made with the paths it read (and only those: an enclosing
    /// scope hears none of them until the value they were recorded into is read).
    package static func recording<Value>(_ body: () throws -> Value) rethrows -> (value: Value, paths: Set<String>) {
        let log = Log()
        let value = try $scope.withValue(Scope(log: log, prefix: "")) { try body() }
        return (value, log.noted)
    }

    /// Runs `body` without recording what it reads: a fallback resolved for a role that no table
    /// ever asks for.
    package static func unrecorded<Value>(_ body: () throws -> Value) rethrows -> Value {
        try $scope.withValue(nil) { try body() }
    }

    /// Runs `body` with every path it reads noted as `prefix` + path in the enclosing scope: the
    /// gallery draws other themes, whose values are not the page theme's.
    package static func prefixed<Value>(_ prefix: String, _ body: () throws -> Value) rethrows -> Value {
        guard let outer = scope else { return try body() }
        return try $scope.withValue(Scope(log: outer.log, prefix: outer.prefix + prefix)) { try body() }
    }
}
