#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The temporary files and folders this process is writing at this moment, so that a SIGTERM or
/// SIGINT can remove them before the process exits (`SignalCleanup` in the CLI): an interrupted
/// run leaves no `.summary.md.<UUID>.tmp` nor a half-copied `.OUT.merging-<UUID>/` behind.
///
/// One registry per process, as signals are: its only state is the set of paths, behind a lock.
/// A path is registered before it is created and unregistered once it is renamed into place or
/// removed, so a signal arriving in between removes at worst a path that no longer exists.
package final class InFlightFiles: @unchecked Sendable {
    /// The registry of this process, which every atomic write and staging folder uses.
    package static let process = InFlightFiles()

    private let lock = MutexLock()
    private var paths: [String: Int] = [:]

    /// An empty registry (tests make their own).
    package init() {}

    /// Notes that `path` is about to be created and is not yet the user's.
    package func register(_ path: String) {
        lock.withLock { paths[path, default: 0] += 1 }
    }

    /// Notes that `path` was renamed into place or removed.
    package func unregister(_ path: String) {
        lock.withLock {
            guard let count = paths[path] else { return }
            paths[path] = count > 1 ? count - 1 : nil
        }
    }

    /// The paths registered now, sorted.
    package var registered: [String] {
        lock.withLock { paths.keys.sorted() }
    }

    /// Removes every registered file or folder (a folder with what it holds; a link itself, never
    /// what it points to) and empties the registry; returns the paths that were there.
    @discardableResult
    package func removeAll() -> [String] {
        let taken = lock.withLock {
            defer { paths.removeAll() }
            return paths.keys.sorted()
        }
        return taken.filter { (try? FileManager.default.removeItem(atPath: $0)) != nil }
    }
}
