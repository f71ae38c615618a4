#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file's new contents, flushed to a temporary file beside it (`AtomicFile.stage`) and not yet
/// renamed over it. Committing is one rename, which needs no space and so does not fail for a
/// full disk; discarding removes the temporary file and leaves the target as it was.
package struct StagedFile: Sendable, Equatable {
    /// The file the contents are for.
    package let url: URL
    /// The temporary file holding them.
    package let temporary: URL

    /// Renames the contents over the target. A failure removes the temporary file and leaves the
    /// target as it was.
    package func commit() throws(AtomicWriteError) {
        guard rename(temporary.path, url.path) == 0 else {
            let code = errno
            unlink(temporary.path)
            throw AtomicWriteError(path: url.path, step: "renaming into place", errno: code)
        }
        // The rename is durable only once the folder entry is on disk; the data already is, so a
        // failure here is not reported as a failed write.
        let folderDescriptor = open(url.deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Removes the temporary file; the target stays as it was.
    package func discard() {
        unlink(temporary.path)
    }
}
