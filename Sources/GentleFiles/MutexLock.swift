#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutual-exclusion lock over a `pthread_mutex_t`, in place of Foundation's `NSLock`, which
/// FoundationEssentials does not have: the tool links no ICU. `Synchronization.Mutex` would do
/// on Linux but needs macOS 15, newer than the package's platforms.
package final class MutexLock: @unchecked Sendable {
    // A heap cell, not a stored property: a mutex must not move while it is locked.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    /// An unlocked lock.
    package init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Waits until no other thread holds the lock, then holds it.
    package func lock() {
        pthread_mutex_lock(mutex)
    }

    /// Lets the next waiting thread hold the lock.
    package func unlock() {
        pthread_mutex_unlock(mutex)
    }

    /// `body`'s result, computed while holding the lock.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
