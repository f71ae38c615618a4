import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The failure images an earlier run of this tool wrote into a report folder, as its
/// `report.json` lists them, which the new index does not refer to. Nothing the listing does not
/// name is touched, so a report folder that also holds the user's files (`--report .`) loses none
/// of them: a listed path is removed only when it is a case's `expected.png`, `actual.png` or
/// `diff.png` below the folder, reached without a symbolic link, and a regular file; a folder is
/// removed only when that left it empty.
struct StaleArtifacts {
    let directory: URL

    /// The artifact paths the folder's `report.json` lists; read before it is replaced.
    func listed() -> Set<String> {
        guard let document = try? ReportFolder(directory).previousReport() else { return [] }
        return Set(document.cases.flatMap { $0.artifacts.map { Array($0.values) } ?? [] })
    }

    /// Removes every path of `listed` that is not in `kept`.
    func remove(_ listed: Set<String>, keeping kept: Set<String>) {
        let names = Set(ArtifactKind.allCases.map { $0.rawValue + ".png" })
        var emptied: Set<String> = []
        for path in listed.subtracting(kept).sorted() {
            guard let id = GoldenCaseID(path), id.components.count > 1, names.contains(id.name) else { continue }
            let url = id.components.reduce(directory) { $0.appendingPathComponent($1) }
            var status = stat()
            guard (try? WriteRoot(directory).checkUnredirected(url)) != nil, lstat(url.path, &status) == 0,
                status.st_mode & S_IFMT == S_IFREG
            else { continue }
            if unlink(url.path) == 0 { emptied.insert(id.group) }
        }
        // Deepest first, so a theme folder goes once its case folders have.
        for folder in emptied.flatMap(ancestors).sorted(by: { $0.count > $1.count }) {
            rmdir(directory.appendingPathComponent(folder).path)
        }
    }

    private func ancestors(_ folder: String) -> [String] {
        var result: [String] = []
        var current = folder
        while !current.isEmpty {
            result.append(current)
            current = PathText.parent(of: current)
        }
        return result
    }
}
