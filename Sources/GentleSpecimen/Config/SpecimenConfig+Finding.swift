#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SpecimenConfig {
    /// The config a run uses: the one named on the command line, else the one in the working
    /// directory or the nearest parent (refused when someone else owns it), else none. A found
    /// file is named in messages as `displayPath` shows it.
    package static func load(
        given path: GivenPath?, workingDirectory: URL, displayPath: (URL) -> String
    ) throws(SpecimenConfigError) -> SpecimenConfig? {
        if let path { return try load(contentsOf: path.url, displayPath: path.text) }
        guard let found = find(from: workingDirectory) else { return nil }
        let shown = displayPath(found)
        try checkOwner(of: found, displayPath: shown)
        return try load(contentsOf: found, displayPath: shown)
    }
}
