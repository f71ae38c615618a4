import Foundation

/// A fresh temporary folder per test, removed by the caller.
enum Scratch {
    static func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("gentle-files-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Makes a FIFO at `url`; false where the system refuses.
    static func fifo(at url: URL) -> Bool {
        mkfifo(url.path, 0o644) == 0
    }
}
