import Foundation
import Testing

@testable import GentleFiles

/// `PathText.parent(of:)` shortens a path as `NSString.deletingLastPathComponent` did before the
/// tool left Foundation for FoundationEssentials.
@Suite struct PathTextTests {
    @Test(arguments: [
        "a/b/c", "a/b/", "/", "/a", "//a", "a//b", "./a", "a/b/.", "../x/y.json", "/tmp/r/report",
        "Themes/brand.json", "reports//merged/", "Größe/ü.json", "a/b//",
    ])
    func parentIsNSStringsParent(path: String) {
        #expect(PathText.parent(of: path) == (path as NSString).deletingLastPathComponent)
    }

    /// A path of one relative component has the empty parent (Foundation on Linux gave it too, but
    /// stopped the process on a one-character path such as `a`, so NSString is no reference here).
    @Test(arguments: ["brand.json", "a", ""])
    func oneComponentHasTheEmptyParent(path: String) {
        #expect(PathText.parent(of: path).isEmpty)
    }
}
