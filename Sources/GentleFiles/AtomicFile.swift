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

/// Writes a file so that readers see either the old contents or the new, never a part: the
/// bytes go to a temporary file in the same folder, are flushed to disk, then renamed over the
/// target. Any failure removes the temporary file and leaves the target as it was. Every module
/// that writes a file the user keeps (goldens, sheets, reports, regions) writes through it.
package struct AtomicFile: Sendable {
    /// The file written.
    package let url: URL
    /// Whether missing parent folders are created, or are a failure to write.
    package let createsFolders: Bool

    /// A writer of `url`.
    package init(url: URL, createsFolders: Bool = false) {
        self.url = url
        self.createsFolders = createsFolders
    }

    /// Replaces the file's contents.
    package func replaceContents(with bytes: [UInt8]) throws(AtomicWriteError) {
        try stage(bytes).commit()
    }

    /// Writes the bytes to the temporary file beside the target and flushes them, without
    /// touching the target: several files staged first and committed after all staged can be
    /// replaced together, or left all as they were by discarding every staged file.
    package func stage(_ bytes: [UInt8]) throws(AtomicWriteError) -> StagedFile {
        let folder = url.deletingLastPathComponent()
        if createsFolders { try createFolders(folder) }
        let temporary = folder.appendingPathComponent(Self.temporaryName(of: url.lastPathComponent, id: UUID()))
        // Registered while it exists, so that SIGTERM or SIGINT removes it (`InFlightFiles`).
        InFlightFiles.process.register(temporary.path)
        defer { InFlightFiles.process.unregister(temporary.path) }
        do {
            try writeFlushed(bytes, to: temporary)
        } catch {
            unlink(temporary.path)
            throw error
        }
        return StagedFile(url: url, temporary: temporary)
    }

    /// Replaces the file's contents with `data`.
    package func replaceContents(with data: Data) throws(AtomicWriteError) {
        try replaceContents(with: [UInt8](data))
    }

    /// The name of the temporary file a write of the file named `target` goes through:
    /// `.<target>.<UUID>.tmp`, hidden and unique to the write.
    package static func temporaryName(of target: String, id: UUID) -> String {
        ".\(target).\(id.uuidString).tmp"
    }

    /// The name of the file whose write `name` is the temporary file of, or `nil` when `name` is
    /// not exactly such a name, UUID in `UUID.uuidString`'s own spelling included.
    package static func target(ofTemporary name: String) -> String? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let middle = name.dropFirst().dropLast(4)
        guard let dot = middle.lastIndex(of: ".") else { return nil }
        let id = String(middle[middle.index(after: dot)...])
        guard UUID(uuidString: id)?.uuidString == id else { return nil }
        let target = String(middle[..<dot])
        return target.isEmpty ? nil : target
    }

    private func createFolders(_ folder: URL) throws(AtomicWriteError) {
        var path = folder.path.hasPrefix("/") ? "" : "."
        for component in folder.path.split(separator: "/") {
            path += "/" + component
            if mkdir(path, 0o755) != 0, errno != EEXIST {
                throw AtomicWriteError(path: url.path, step: "creating the folder \(path)", errno: errno)
            }
        }
    }

    private func writeFlushed(_ bytes: [UInt8], to temporary: URL) throws(AtomicWriteError) {
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        try check(descriptor, step: "creating a temporary file")
        var failure: AtomicWriteError?
        var written = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count, failure == nil, let base = buffer.baseAddress {
                let count = write(descriptor, base + written, buffer.count - written)
                if count < 0, errno != EINTR {
                    failure = AtomicWriteError(path: url.path, step: "writing", errno: errno)
                } else if count > 0 {
                    written += count
                }
            }
        }
        if failure == nil, fsync(descriptor) != 0 {
            failure = AtomicWriteError(path: url.path, step: "flushing to disk", errno: errno)
        }
        if close(descriptor) != 0, failure == nil {
            failure = AtomicWriteError(path: url.path, step: "closing", errno: errno)
        }
        if let failure { throw failure }
    }

    private func check(_ result: Int32, step: String) throws(AtomicWriteError) {
        if result < 0 { throw AtomicWriteError(path: url.path, step: step, errno: errno) }
    }
}

/// A file-system step of an atomic write that failed; the target is as it was and no temporary
/// file remains.
package struct AtomicWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file being written.
    package var path: String
    /// What was being done: `creating a temporary file`, `writing`, `renaming into place`, …
    package var step: String
    /// The C library's error number.
    package var errno: Int32

    /// A failed step.
    package init(path: String, step: String, errno: Int32) {
        self.path = path
        self.step = step
        self.errno = errno
    }

    /// The system's words for the error number, e.g. `No space left on device`.
    package var reason: String { Self.message(for: errno) }

    /// `<path>: writing failed at <step> (<reason>)`.
    package var description: String { "\(path): writing failed at \(step) (\(reason))" }

    /// The C library's text for an error number.
    package static func message(for code: Int32) -> String {
        String(cString: strerror(code))
    }
}
