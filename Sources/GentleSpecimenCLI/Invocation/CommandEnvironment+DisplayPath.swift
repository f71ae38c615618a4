#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension CommandEnvironment {
    /// How messages name a file the tool found rather than was given: relative to the working
    /// directory when it is inside it, its full path otherwise.
    func displayPath(of url: URL) -> String {
        let base = workingDirectory.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
