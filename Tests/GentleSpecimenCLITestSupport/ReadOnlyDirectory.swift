import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A directory made to refuse new entries, even to root: permission bits alone do not stop root,
/// so where they do not, the file system's immutable attribute is set as well (Linux, ext4 and
/// most others, with CAP_LINUX_IMMUTABLE).
package enum ReadOnlyDirectory {
    /// `FS_IOC_GETFLAGS`, `FS_IOC_SETFLAGS` and `FS_IMMUTABLE_FL` from `<linux/fs.h>`.
    private static let getFlags: UInt = 0x8008_6601, setFlags: UInt = 0x4008_6602, immutable: Int32 = 0x10

    /// Whether this process can make a directory refuse it: probed once on a scratch directory.
    package static let isAvailable: Bool = {
        let probe = FileManager.default.temporaryDirectory
            .appendingPathComponent("gentle-specimen-read-only-probe-\(UUID().uuidString)")
        guard (try? FileManager.default.createDirectory(at: probe, withIntermediateDirectories: true)) != nil else {
            return false
        }
        defer {
            unlock(probe)
            try? FileManager.default.removeItem(at: probe)
        }
        lock(probe)
        return refusesNewFiles(probe)
    }()

    /// Takes write permission away from `url` and, when that is not enough, makes it immutable.
    package static func lock(_ url: URL) {
        chmod(url.path, 0o555)
        guard !refusesNewFiles(url) else { return }
        changeFlags(of: url) { $0 | immutable }
    }

    /// Undoes `lock`, so that the directory can be cleaned up.
    package static func unlock(_ url: URL) {
        changeFlags(of: url) { $0 & ~immutable }
        chmod(url.path, 0o755)
    }

    private static func refusesNewFiles(_ url: URL) -> Bool {
        let file = url.appendingPathComponent("probe")
        guard FileManager.default.createFile(atPath: file.path, contents: Data()) else { return true }
        try? FileManager.default.removeItem(at: file)
        return false
    }

    private static func changeFlags(of url: URL, _ change: (Int32) -> Int32) {
        #if canImport(Glibc)
            let descriptor = open(url.path, O_RDONLY | O_DIRECTORY)
            guard descriptor >= 0 else { return }
            defer { close(descriptor) }
            var flags: Int32 = 0
            guard ioctl(descriptor, getFlags, &flags) == 0 else { return }
            flags = change(flags)
            _ = ioctl(descriptor, setFlags, &flags)
        #endif
    }
}

/// Every path under `url` (hidden files included), relative to it, with each regular file's bytes.
package func treeSnapshot(of url: URL) throws -> [String: Data] {
    var snapshot: [String: Data] = [:]
    guard let walk = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey]) else {
        return snapshot
    }
    for case let entry as URL in walk {
        let relative = String(entry.standardizedFileURL.path.dropFirst(url.standardizedFileURL.path.count + 1))
        let isFile = try entry.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile ?? false
        snapshot[relative] = isFile ? try Data(contentsOf: entry) : Data()
    }
    return snapshot
}
