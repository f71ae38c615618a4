import GentleFiles
import GentleImage
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

extension GoldenStore {
    /// How long ago a temporary file must have been modified to count as left behind: far longer
    /// than any golden write takes, so the file of a write still in flight in a concurrent run is
    /// never touched.
    package static let leftoverAge: TimeInterval = LeftoverAge.minimum

    /// The paths, relative to the root, of the temporary files interrupted golden writes left in
    /// the folders holding the goldens of `ids`: regular files named exactly
    /// `.<name>.png.<UUID>.tmp` and last modified at least `minimumAge` seconds before `now`.
    /// Sorted; nothing else in the folders is ever listed.
    package func leftoverTemporaryFiles(
        besides ids: [GoldenCaseID], minimumAge: TimeInterval = leftoverAge, now: Date = Date()
    ) -> [String] {
        let groups = Set(ids.map(\.group)).sorted()
        return groups.flatMap { group in
            let folder = group.isEmpty ? root : root.appendingPathComponent(group, isDirectory: true)
            // A linked folder below the root is not the store's to tidy (nor to write).
            if !group.isEmpty, (try? WriteRoot(root).checkUnredirected(folder)) == nil { return [String]() }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.sorted()
                .filter { Self.isGoldenTemporaryName($0) }
                .filter {
                    LeftoverAge.isStale(
                        folder.appendingPathComponent($0), type: .typeRegular, minimumAge: minimumAge, now: now)
                }
                .map { group.isEmpty ? $0 : "\(group)/\($0)" }
        }
    }

    /// Removes the files `leftoverTemporaryFiles(besides:minimumAge:now:)` lists and says what
    /// became of each; one that vanished meanwhile (another run removed it) is not reported.
    package func removeLeftoverTemporaryFiles(
        besides ids: [GoldenCaseID], minimumAge: TimeInterval = leftoverAge, now: Date = Date()
    ) -> [LeftoverTemporaryFile] {
        leftoverTemporaryFiles(besides: ids, minimumAge: minimumAge, now: now).compactMap { path in
            if unlink(root.appendingPathComponent(path).path) == 0 {
                return LeftoverTemporaryFile(path: path, outcome: .removed)
            }
            let code = errno
            return code == ENOENT ? nil : LeftoverTemporaryFile(path: path, outcome: .notRemoved(errno: code))
        }
    }

    private static func isGoldenTemporaryName(_ name: String) -> Bool {
        guard let target = AtomicFile.target(ofTemporary: name) else { return false }
        return target.count > ".png".count && target.hasSuffix(".png")
    }
}
