import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Reading and writing the files a command or a test names, with failures as `SpecimenError`s
/// naming the path.
package enum FileAccess {
    /// The whole contents of the regular file at `url`, at most `limit` bytes; errors call it
    /// `name`, the path as the user wrote it.
    package static func read(_ url: URL, named name: String, limit: Int) throws(SpecimenError) -> Data {
        do {
            return try RegularFile.contents(of: url, named: name, limit: limit)
        } catch {
            throw error.isOversized
                ? .oversized(path: name, reason: error.reason) : .unreadable(path: name, reason: error.reason)
        }
    }

    /// Creates `url` as a directory, with its parents, unless it already is one.
    package static func makeDirectory(_ url: URL) throws(SpecimenError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            if let blocker = nearestExistingAncestor(of: url), !isDirectory(blocker) {
                throw .unwritable(path: url.path, reason: "\(blocker.path) is not a directory")
            }
            throw .unwritable(path: url.path, reason: WriteRoot.reason(error))
        }
    }

    /// The path itself or its closest parent that exists.
    private static func nearestExistingAncestor(of url: URL) -> URL? {
        var candidate = url.standardizedFileURL
        while !FileManager.default.fileExists(atPath: candidate.path) {
            let parent = candidate.deletingLastPathComponent()
            guard parent.path != candidate.path else { return nil }
            candidate = parent
        }
        return candidate
    }

    private static func isDirectory(_ url: URL) -> Bool {
        FileKind.at(url.path) == .directory
    }

    /// Writes `data` to `url` (`writeAtomically`), its folders made first, after checking that no
    /// folder or file between `root` (the output folder the user named) and it is a symbolic
    /// link: a link committed below the output folder (`specimens/brand -> /etc`) cannot redirect
    /// where a run writes, as with the goldens and the report.
    package static func write(_ data: Data, to url: URL, below root: URL) throws(SpecimenError) {
        do {
            try WriteRoot(root).checkUnredirected(url)
        } catch {
            throw .unwritable(path: error.path, reason: error.reason)
        }
        try makeDirectory(url.deletingLastPathComponent())
        try writeAtomically(data, to: url)
    }

    /// Writes `data` to a temporary file beside `url` and renames it into place, so that readers
    /// see the old file or the new one, never a partial one.
    package static func writeAtomically(_ data: Data, to url: URL) throws(SpecimenError) {
        if isDirectory(url) { throw .unwritable(path: url.path, reason: "it is a directory") }
        do {
            try AtomicFile(url: url).replaceContents(with: data)
        } catch {
            throw .unwritable(path: url.path, reason: error.reason)
        }
    }
}
