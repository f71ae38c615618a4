import Foundation
import GentleImage

/// Reading and writing the files a command or a test names, with failures as `SpecimenError`s
/// naming the path.
package enum FileAccess {
    /// The whole contents of the file at `url`; errors call it `name`, the path as the user wrote it.
    package static func read(_ url: URL, named name: String) throws(SpecimenError) -> Data {
        do {
            return try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: name, reason: obstacleToReading(url) ?? reason(for: error))
        }
    }

    /// Why `url` cannot be read, in plain words, when the file system says so before reading.
    private static func obstacleToReading(_ url: URL) -> String? {
        guard FileManager.default.fileExists(atPath: url.path) else { return "no such file" }
        if isDirectory(url) { return "it is a directory" }
        return FileManager.default.isReadableFile(atPath: url.path) ? nil : "permission denied"
    }

    /// Creates `url` as a directory, with its parents, unless it already is one.
    package static func makeDirectory(_ url: URL) throws(SpecimenError) {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            if let blocker = nearestExistingAncestor(of: url), !isDirectory(blocker) {
                throw .unwritable(path: url.path, reason: "\(blocker.path) is not a directory")
            }
            throw .unwritable(path: url.path, reason: reason(for: error))
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
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            && isDirectory.boolValue
    }

    /// Writes `data` to a temporary file beside `url` and renames it into place, so that readers
    /// see the old file or the new one, never a partial one.
    package static func writeAtomically(_ data: Data, to url: URL) throws(SpecimenError) {
        do {
            try AtomicFile(url: url).replaceContents(with: data)
        } catch {
            throw .unwritable(path: url.path, reason: error.reason)
        }
    }

    /// The operating system's words for a file error, without Foundation's wrapping sentence.
    private static func reason(for error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        guard let underlying, underlying.domain == NSPOSIXErrorDomain else {
            return error.localizedDescription
        }
        return String(cString: strerror(Int32(underlying.code)))
    }
}
