import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The failure images an earlier run left in a report folder: regular files named exactly
/// `expected.png`, `actual.png` or `diff.png` in a case's folder below the report, which the new
/// index does not refer to. Only files of that naming are removed, symbolic links are neither
/// followed nor removed, and a folder is removed only when that left it empty.
struct StaleArtifacts {
    let directory: URL

    /// Removes every artifact below the folder whose relative path is not in `kept`.
    func remove(keeping kept: Set<String>) {
        let names = Set(ArtifactKind.allCases.map { $0.rawValue + ".png" })
        var emptied: Set<String> = []
        for path in artifactPaths(names: names) where !kept.contains(path) {
            if unlink(directory.appendingPathComponent(path).path) == 0 {
                emptied.insert((path as NSString).deletingLastPathComponent)
            }
        }
        // Deepest first, so a theme folder goes once its case folders have.
        for folder in emptied.flatMap(ancestors).sorted(by: { $0.count > $1.count }) {
            rmdir(directory.appendingPathComponent(folder).path)
        }
    }

    private func artifactPaths(names: Set<String>) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        var paths: [String] = []
        while let path = enumerator.nextObject() as? String {
            let url = directory.appendingPathComponent(path)
            guard names.contains(url.lastPathComponent), path.contains("/"),
                let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                attributes[.type] as? FileAttributeType == .typeRegular
            else { continue }
            paths.append(path)
        }
        return paths.sorted()
    }

    private func ancestors(_ folder: String) -> [String] {
        var result: [String] = []
        var current = folder
        while !current.isEmpty {
            result.append(current)
            current = (current as NSString).deletingLastPathComponent
        }
        return result
    }
}
