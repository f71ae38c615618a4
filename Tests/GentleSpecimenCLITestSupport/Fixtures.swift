import Foundation

/// Files under `Fixtures/`, found beside this source file so tests never depend on the current directory.
package enum Fixtures {
    /// The `Fixtures` directory.
    package static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// A file inside `Fixtures/`.
    package static func url(_ relativePath: String) -> URL {
        directory.appendingPathComponent(relativePath)
    }
}

/// A fresh empty directory for one test, removed when the test's body returns.
package func withTemporaryDirectory<Result>(_ body: (URL) throws -> Result) throws -> Result {
    let directory = try newTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    return try body(directory)
}

/// A fresh empty directory for one asynchronous test, removed when the test's body returns.
package func withAsyncTemporaryDirectory<Result>(_ body: (URL) async throws -> Result) async throws -> Result {
    let directory = try newTemporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    return try await body(directory)
}

private func newTemporaryDirectory() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("gentle-specimen-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}
