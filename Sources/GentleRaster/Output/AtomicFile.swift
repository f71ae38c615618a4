import Foundation

/// Writes files so that they appear complete or not at all.
public enum AtomicFile {
    /// Writes `bytes` to a temporary file next to `url`, then renames it over `url`.
    public static func write(_ bytes: [UInt8], to url: URL) throws {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try Data(bytes).write(to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw RasterError.write(path: url.path, reason: error.localizedDescription)
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw RasterError.write(path: url.path, reason: reason)
        }
    }
}
