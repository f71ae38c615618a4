import Foundation
import Testing

extension Tag {
    /// Tests that launch the built `gentle-specimen` executable as a separate process.
    @Tag package static var subprocess: Self
}

/// The `gentle-specimen` executable SwiftPM built beside this test bundle: it is a product of the
/// package, so `swift test` builds it into the same products folder as the tests.
package enum BuiltTool {
    /// The executable, or `nil` when it has not been built.
    package static let url: URL? = {
        // On Linux the test runner is `<products>/<Package>PackageTests.xctest`; on macOS the
        // binary sits three folders down inside the bundle, so a few parents are searched.
        guard var folder = Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent() else {
            return nil
        }
        for _ in 0..<4 {
            let candidate = folder.appendingPathComponent("gentle-specimen")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            folder.deleteLastPathComponent()
        }
        return nil
    }()
}
