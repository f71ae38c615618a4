/// Paths as text, for the few places that shorten a path the user typed without touching the file
/// system, in place of `NSString`'s path methods, which FoundationEssentials does not have.
package enum PathText {
    /// `path` without its last component, as `NSString.deletingLastPathComponent` gives it:
    /// `a/b/c` → `a/b`, `a/b/` → `a`, `a` → empty, `/a` → `/`, `/` → `/`, runs of `/` as one.
    package static func parent(of path: String) -> String {
        let isAbsolute = path.hasPrefix("/")
        var components = path.split(separator: "/", omittingEmptySubsequences: true)
        if !components.isEmpty { components.removeLast() }
        let joined = components.joined(separator: "/")
        return isAbsolute ? "/" + joined : joined
    }
}
