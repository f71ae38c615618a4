import Foundation
import Testing

@testable import GentleFiles

/// `PathText.parent(of:)` shortens a path as `NSString.deletingLastPathComponent` did before the
/// tool left Foundation for FoundationEssentials.
@Suite struct PathTextTests {
    @Test(arguments: [
        "a/b/c", "a/b/", "a", "", "/", "/a", "//a", "a//b", "./a", "a/b/.", "../x/y.json", "/tmp/r/report",
        "Themes/brand.json", "reports//merged/",
    ])
    func parentIsNSStringsParent(path: String) {
        #expect(PathText.parent(of: path) == (path as NSString).deletingLastPathComponent)
    }
}
