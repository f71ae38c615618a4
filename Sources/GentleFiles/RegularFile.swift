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

/// Reads input files (themes, PNGs, goldens, font manifests and fonts) only when they are
/// regular files after following symbolic links, and only up to a size limit.
///
/// A FIFO or a device is never read: opening is non-blocking, so a FIFO without a writer cannot
/// hang the tool, and the kind is checked on the open descriptor before any byte is read, so
/// `/dev/zero` cannot fill memory. The limit is checked against the size before reading and
/// again while reading, for a file that grows meanwhile.
package enum RegularFile {
    /// The file's bytes; `name` is how errors call it (the path as the user wrote it).
    package static func contents(of url: URL, named name: String? = nil, limit: Int) throws(FileReadError) -> Data {
        let name = name ?? url.path
        let descriptor = try openForReading(url, named: name)
        defer { close(descriptor) }
        let size = try checkedSize(descriptor, named: name, limit: limit)
        return try readAll(descriptor, named: name, expected: size, limit: limit)
    }

    /// Checks that `url` is a regular file of at most `limit` bytes without reading it, for
    /// files a C library opens by path itself (fonts). Returns the size.
    @discardableResult
    package static func check(_ url: URL, named name: String? = nil, limit: Int) throws(FileReadError) -> Int {
        let name = name ?? url.path
        let descriptor = try openForReading(url, named: name)
        defer { close(descriptor) }
        return try checkedSize(descriptor, named: name, limit: limit)
    }

    private static func openForReading(_ url: URL, named name: String) throws(FileReadError) -> Int32 {
        guard !url.path.isEmpty else { throw .notFound(path: name) }
        // Opening some devices acts on them (a tape rewinds, a terminal becomes controlling), so
        // the kind is checked before opening, and again on the descriptor against a swap between.
        var status = stat()
        guard stat(url.path, &status) == 0 else { throw error(for: errno, named: name) }
        try requireRegular(UInt32(status.st_mode), named: name)
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw error(for: errno, named: name) }
        return descriptor
    }

    private static func checkedSize(_ descriptor: Int32, named name: String, limit: Int) throws(FileReadError) -> Int {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw error(for: errno, named: name) }
        try requireRegular(UInt32(status.st_mode), named: name)
        let size = Int(status.st_size)
        guard size <= limit else { throw .tooLarge(path: name, byteCount: size, limit: limit) }
        return size
    }

    private static func readAll(
        _ descriptor: Int32, named name: String, expected: Int, limit: Int
    ) throws(FileReadError) -> Data {
        // One byte past the limit tells a file that grew past it from one that ends there.
        var buffer = [UInt8](repeating: 0, count: min(expected, limit) + 1)
        var count = 0
        while true {
            if count == buffer.count {
                guard count <= limit else { throw .tooLarge(path: name, byteCount: count, limit: limit) }
                buffer += [UInt8](repeating: 0, count: min(max(buffer.count, 4096), limit + 1 - count))
            }
            let got = buffer.withUnsafeMutableBytes { raw in
                readBytes(descriptor, raw.baseAddress.map { $0 + count }, raw.count - count)
            }
            if got == 0 { break }
            if got < 0 {
                if errno == EINTR { continue }
                throw error(for: errno, named: name)
            }
            count += got
        }
        guard count <= limit else { throw .tooLarge(path: name, byteCount: count, limit: limit) }
        return Data(buffer[..<count])
    }

    private static func requireRegular(_ mode: UInt32, named name: String) throws(FileReadError) {
        switch FileKind(mode: mode) {
        case .regular: return
        case .directory: throw .directory(path: name)
        case let kind: throw .notRegular(path: name, kind: kind)
        }
    }

    /// The case for an `errno` from opening or reading.
    static func error(for code: Int32, named name: String) -> FileReadError {
        switch code {
        case ENOENT: .notFound(path: name)
        case ELOOP: .symlinkLoop(path: name)
        case EISDIR: .directory(path: name)
        case ENOTDIR: .system(path: name, reason: "a part of the path is not a directory")
        default: .system(path: name, reason: String(cString: strerror(code)))
        }
    }
}

// The system call, named apart from `RegularFile`'s own members so that lookup reaches it.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
