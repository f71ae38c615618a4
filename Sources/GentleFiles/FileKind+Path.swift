#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileKind {
    /// The kind of what `path` names, symbolic links followed, as `FileManager.fileExists(atPath:
    /// isDirectory:)` looked; nil when nothing is there. Its `ObjCBool` is not FoundationEssentials'.
    package static func at(_ path: String) -> FileKind? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileKind(mode: UInt32(status.st_mode))
    }
}
