import GentleFiles
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

/// A golden's new file, flushed beside the golden (`GoldenStore.stage`) and not yet in its place.
package struct StagedGolden: Sendable, Equatable {
    /// The case.
    package let id: GoldenCaseID
    /// SHA-256 of the staged file's bytes.
    package let sha256: String
    /// The target and the temporary file.
    let file: StagedFile

    /// Renames this one file into place; a failure leaves the golden as it was.
    func commit() throws(GoldenStoreError) {
        do {
            try file.commit()
        } catch {
            throw .writeFailed(path: error.path, step: error.step, errno: error.errno)
        }
    }

    /// Removes the staged file; the golden stays as it was.
    package func discard() {
        file.discard()
    }

    /// Puts every staged golden in place, together. Each golden about to be replaced is first
    /// hard-linked to a backup beside it, so that when a rename fails the goldens already renamed
    /// get their old files back (a new one is removed) and the rest are discarded: either all are
    /// in place, or — unless a restore fails too — none is.
    package static func commit(_ staged: [StagedGolden]) throws(GoldenCommitFailure) {
        var done: [(golden: StagedGolden, backup: URL?, existed: Bool)] = []
        for (index, golden) in staged.enumerated() {
            let target = golden.file.url
            var status = stat()
            let existed = lstat(target.path, &status) == 0
            let backup = existed ? backUp(target) : nil
            do {
                try golden.commit()
            } catch {
                if let backup { unlink(backup.path) }
                for rest in staged[(index + 1)...] { rest.discard() }
                let written = done.compactMap { restore($0) }
                throw GoldenCommitFailure(
                    error: error, written: written, restored: done.map(\.golden.id).filter { !written.contains($0) })
            }
            done.append((golden, backup, existed))
        }
        for entry in done {
            if let backup = entry.backup { unlink(backup.path) }
        }
    }

    /// The golden's old file linked to a temporary name beside it; `nil` when no link can be made
    /// (then the golden cannot be restored).
    private static func backUp(_ target: URL) -> URL? {
        let backup = target.deletingLastPathComponent().appendingPathComponent(
            AtomicFile.temporaryName(of: target.lastPathComponent, id: UUID()))
        return link(target.path, backup.path) == 0 ? backup : nil
    }

    /// Puts the old file back (or removes a golden that was new); returns the id when it cannot.
    private static func restore(_ entry: (golden: StagedGolden, backup: URL?, existed: Bool)) -> GoldenCaseID? {
        let target = entry.golden.file.url.path
        if let backup = entry.backup { return rename(backup.path, target) == 0 ? nil : entry.golden.id }
        return !entry.existed && unlink(target) == 0 ? nil : entry.golden.id
    }
}

/// A rename of `StagedGolden.commit` that failed, and what it left.
package struct GoldenCommitFailure: Error, Sendable, Equatable {
    /// The failed rename; that golden is as it was.
    package var error: GoldenStoreError
    /// The goldens renamed before it whose old file could not be put back: they hold the new one.
    package var written: [GoldenCaseID]
    /// The goldens renamed before it that have their old file back (or, when new, are gone again).
    package var restored: [GoldenCaseID]
}

/// Goldens staged during a run, to be put in place together once the run's report is written
/// (or discarded when it cannot be). Safe to add to from several workers.
package final class GoldenStaging: @unchecked Sendable {
    private let lock = MutexLock()
    private var files: [StagedGolden] = []

    /// An empty staging area.
    package init() {}

    /// The goldens staged so far, in case-id order.
    package var staged: [StagedGolden] {
        lock.withLock { files }.sorted { $0.id < $1.id }
    }

    func add(_ golden: StagedGolden) {
        lock.withLock { files.append(golden) }
    }

    /// Takes every staged golden out of the area.
    package func takeAll() -> [StagedGolden] {
        let taken = staged
        lock.withLock { files.removeAll() }
        return taken
    }
}
