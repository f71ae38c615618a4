import Foundation

/// Files under `Fixtures/`, found beside this source file so tests never depend on the current directory.
enum Fixtures {
    /// The `Fixtures` directory.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A file inside `Fixtures/`.
    static func url(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }
}

/// A fresh empty directory for one test, removed when the test's body returns.
func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("gentle-specimen-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}
