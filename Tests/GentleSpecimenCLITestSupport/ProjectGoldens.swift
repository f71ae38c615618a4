import Foundation

/// The repository's own `Goldens/` tree, found from this source file so the tests never depend on
/// the current directory.
package enum ProjectGoldens {
    /// `Goldens/` at the top of the repository.
    package static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Goldens")
}
