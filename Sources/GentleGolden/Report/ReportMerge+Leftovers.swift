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

extension ReportMerge {
    /// The hidden folder a merge into `directory` is written into first, beside it:
    /// `.<name>.merging-<UUID>`.
    static func stagingFolder(for directory: URL, id: UUID) -> URL {
        directory.deletingLastPathComponent()
            .appendingPathComponent(".\(directory.lastPathComponent).merging-\(id.uuidString)", isDirectory: true)
    }

    /// Removes the staging folders that interrupted merges into `directory` left beside it (a
    /// killed `merge-reports` leaves tens of megabytes of copied images): only real folders, not
    /// links, named exactly `.<name>.merging-<UUID>` and untouched for `minimumAge`, so a merge
    /// still running elsewhere keeps its own. `shown` is how the lines name the parent folder.
    package static func removeLeftovers(
        besides directory: URL, shown: String, minimumAge: TimeInterval = GoldenStore.leftoverAge, now: Date = Date()
    ) -> [LeftoverTemporaryFile] {
        let parent = directory.deletingLastPathComponent()
        let prefix = ".\(directory.lastPathComponent).merging-"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
        return names.sorted().compactMap { name in
            guard name.hasPrefix(prefix) else { return nil }
            let id = String(name.dropFirst(prefix.count))
            let folder = parent.appendingPathComponent(name, isDirectory: true)
            guard UUID(uuidString: id)?.uuidString == id,
                LeftoverAge.isStale(folder, type: .typeDirectory, minimumAge: minimumAge, now: now)
            else { return nil }
            let path = shown.isEmpty || shown == "." ? name : "\(shown)/\(name)"
            do {
                try FileManager.default.removeItem(at: folder)
                return LeftoverTemporaryFile(path: path, outcome: .removed)
            } catch {
                let code = WriteRoot.systemErrorNumber(error) ?? EIO
                return LeftoverTemporaryFile(path: path, outcome: .notRemoved(errno: code))
            }
        }
    }
}
