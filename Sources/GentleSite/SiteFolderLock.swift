#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A site folder's lock (`SiteFolder.lock()`), held while this value lives: the kernel drops the
/// `flock` when the descriptor closes, in `deinit` or when the process ends however it ends.
package final class SiteFolderLock: Sendable {
    private let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}
