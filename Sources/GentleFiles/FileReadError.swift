#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a file could not be read as input; every case names the path as the caller gave it.
package enum FileReadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Nothing exists at the path (or a folder on the way is missing).
    case notFound(path: String)
    /// Symbolic links on the way point at each other (`ELOOP`).
    case symlinkLoop(path: String)
    /// The path names a directory.
    case directory(path: String)
    /// The path names something other than a regular file: a FIFO, a device, a socket.
    case notRegular(path: String, kind: FileKind)
    /// The file holds more bytes than the reader accepts.
    case tooLarge(path: String, byteCount: Int, limit: Int)
    /// The system refused to open or read the file (permission, I/O error, a file in place of a folder).
    case system(path: String, reason: String)

    /// The path as the caller gave it.
    package var path: String {
        switch self {
        case .notFound(let path), .symlinkLoop(let path), .directory(let path), .notRegular(let path, _),
            .tooLarge(let path, _, _), .system(let path, _):
            path
        }
    }

    /// Whether the file was there and readable but its size refuses it: the input's fault (65),
    /// where every other case is the file system's (74).
    package var isOversized: Bool {
        if case .tooLarge = self { return true }
        return false
    }

    /// What is wrong, without the path: `it is a FIFO, not a regular file`.
    package var reason: String {
        switch self {
        case .notFound: "no such file"
        case .symlinkLoop: "too many levels of symbolic links (a symlink loop)"
        case .directory: "it is a directory"
        case .notRegular(_, let kind): "it is \(kind.description), not a regular file"
        case .tooLarge(_, let count, let limit):
            "it holds \(ByteCount.text(count)), over the limit of \(ByteCount.text(limit))"
        case .system(_, let reason): reason
        }
    }

    /// `path: reason`.
    package var description: String { "\(path): \(reason)" }
}

/// What a path names, after following symbolic links.
package enum FileKind: Sendable, Equatable, CustomStringConvertible {
    /// A regular file.
    case regular
    /// A directory.
    case directory
    /// A named pipe.
    case fifo
    /// A character device such as `/dev/zero`.
    case characterDevice
    /// A block device.
    case blockDevice
    /// A Unix-domain socket.
    case socket
    /// A symbolic link (only seen when links are not followed).
    case symbolicLink
    /// Anything else the system reports.
    case other

    /// `a FIFO`, `a character device`, …
    package var description: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .fifo: "a FIFO (named pipe)"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .other: "a special file"
        }
    }

    /// The kind a `stat` mode describes.
    init(mode: UInt32) {
        switch mode & UInt32(S_IFMT) {
        case UInt32(S_IFREG): self = .regular
        case UInt32(S_IFDIR): self = .directory
        case UInt32(S_IFIFO): self = .fifo
        case UInt32(S_IFCHR): self = .characterDevice
        case UInt32(S_IFBLK): self = .blockDevice
        case UInt32(S_IFSOCK): self = .socket
        case UInt32(S_IFLNK): self = .symbolicLink
        default: self = .other
        }
    }
}

/// Byte counts in messages: `4 MiB`, `12,345 bytes`.
enum ByteCount {
    static func text(_ count: Int) -> String {
        let mebibyte = 1 << 20
        if count >= mebibyte, count % mebibyte == 0 { return "\(count / mebibyte) MiB" }
        return "\(grouped(count)) bytes"
    }

    private static func grouped(_ count: Int) -> String {
        var digits = String(count)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return digits
    }
}
