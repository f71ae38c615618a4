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

/// A folder the tool writes into (the goldens, a report), and the rule that keeps its writes
/// inside it: no directory or file below the root may be a symbolic link, so a link committed to
/// a repository (`Goldens/my-theme -> /etc`) cannot redirect where CI writes. The root itself may
/// be a link: that is the path the user chose.
package struct WriteRoot: Sendable, Equatable {
    /// The folder, as the user named it.
    package let root: URL

    /// A root at `root`.
    package init(_ root: URL) {
        self.root = root
    }

    /// Throws when `target`, or a folder between the root and it, is a symbolic link, when the
    /// root is a symlink loop, or when `target` is not below the root at all. Parts that do not
    /// exist yet are fine: they will be created as plain folders.
    package func checkUnredirected(_ target: URL) throws(FileWriteError) {
        let rootComponents = root.standardizedFileURL.pathComponents
        let targetComponents = target.standardizedFileURL.pathComponents
        guard targetComponents.count > rootComponents.count,
            Array(targetComponents.prefix(rootComponents.count)) == rootComponents
        else { throw .outsideRoot(path: target.path, root: root.path) }
        var status = stat()
        if stat(root.path, &status) != 0, errno == ELOOP { throw .symlinkLoop(path: root.path) }
        var path = root.standardizedFileURL
        for component in targetComponents.dropFirst(rootComponents.count) {
            path.appendPathComponent(component)
            guard lstat(path.path, &status) == 0 else {
                // Missing parts are created; a file in place of a folder fails the write itself, naming its step.
                if errno == ENOENT || errno == ENOTDIR { return }
                throw .system(path: path.path, reason: String(cString: strerror(errno)))
            }
            if FileKind(mode: UInt32(status.st_mode)) == .symbolicLink {
                throw .redirected(path: path.path, root: root.path)
            }
        }
    }

    /// Creates the root (with its parents) when missing and proves a file can be created in it,
    /// before anything irreversible happens elsewhere (a golden replaced): a read-only volume, a
    /// file in the root's place or a symlink loop fail here, naming the path.
    package func checkWritable() throws(FileWriteError) {
        var status = stat()
        if stat(root.path, &status) != 0 {
            let code = errno
            if code == ELOOP { throw .symlinkLoop(path: root.path) }
            guard code == ENOENT else { throw .system(path: root.path, reason: String(cString: strerror(code))) }
            do {
                try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            } catch {
                throw .system(path: root.path, reason: Self.reason(error))
            }
        } else if FileKind(mode: UInt32(status.st_mode)) != .directory {
            throw .notDirectory(path: root.path)
        }
        let probe = root.appendingPathComponent(".gentle-specimen-probe.\(UUID().uuidString).tmp")
        let descriptor = open(probe.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .system(path: root.path, reason: String(cString: strerror(errno))) }
        close(descriptor)
        unlink(probe.path)
    }

    /// The system's words for a Foundation file error (`No space left on device`, `Read-only
    /// file system`), without Foundation's wrapping sentence or its Cocoa error number.
    package static func reason(_ error: any Error) -> String {
        guard let code = systemErrorNumber(error) else { return String(describing: error) }
        return String(cString: strerror(code))
    }

    /// The `errno` under a Foundation file error, which FoundationEssentials keeps as the
    /// `CocoaError`'s underlying `POSIXError`; nil when the system gave none.
    package static func systemErrorNumber(_ error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        return ((error as? CocoaError)?.underlying as? POSIXError)?.code.rawValue
    }
}

/// Why the tool refused or failed to write below a root; every case names the path.
package enum FileWriteError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A folder or file below the root is a symbolic link, which would redirect the write.
    case redirected(path: String, root: String)
    /// The root is a symlink loop.
    case symlinkLoop(path: String)
    /// The root exists but is not a directory.
    case notDirectory(path: String)
    /// The target is not below the root.
    case outsideRoot(path: String, root: String)
    /// The system refused (read-only volume, permission, full disk).
    case system(path: String, reason: String)

    /// The path the message is about.
    package var path: String {
        switch self {
        case .redirected(let path, _), .symlinkLoop(let path), .notDirectory(let path), .outsideRoot(let path, _),
            .system(let path, _):
            path
        }
    }

    /// What is wrong, without the path.
    package var reason: String {
        switch self {
        case .redirected(_, let root):
            "it is a symbolic link below \(root); writing through it is refused (link the root itself instead)"
        case .symlinkLoop: "too many levels of symbolic links (a symlink loop)"
        case .notDirectory: "it is not a directory"
        case .outsideRoot(_, let root): "it is not inside \(root)"
        case .system(_, let reason): reason
        }
    }

    /// `path: reason`.
    package var description: String { "\(path): \(reason)" }
}
