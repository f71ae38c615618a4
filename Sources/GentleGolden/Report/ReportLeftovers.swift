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

/// The temporary files that interrupted writes left in a report folder (`.summary.md.<UUID>.tmp`,
/// `gentle-default/colors-light/.actual.png.<UUID>.tmp`), which the next `verify` into the same
/// folder removes: only regular files named exactly as `AtomicFile` names its temporaries and
/// untouched for `minimumAge`, in the folder and the case folders below it, never through a link.
package enum ReportLeftovers {
    /// How deep below the report folder case artifacts lie: `<group>/<case>/actual.png`.
    static let depth = 3

    /// Removes them and says what became of each; `shown` is how the lines name the folder.
    package static func remove(
        in folder: URL, shown: String, minimumAge: TimeInterval = GoldenStore.leftoverAge, now: Date = Date()
    ) -> [LeftoverTemporaryFile] {
        temporaries(in: folder, relative: "", depth: depth, minimumAge: minimumAge, now: now).compactMap { path in
            let shownPath = shown.isEmpty || shown == "." ? path : "\(shown)/\(path)"
            if unlink(folder.appendingPathComponent(path).path) == 0 {
                return LeftoverTemporaryFile(path: shownPath, outcome: .removed)
            }
            let code = errno
            return code == ENOENT ? nil : LeftoverTemporaryFile(path: shownPath, outcome: .notRemoved(errno: code))
        }
    }

    private static func temporaries(
        in folder: URL, relative: String, depth: Int, minimumAge: TimeInterval, now: Date
    ) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().flatMap { name -> [String] in
            let url = folder.appendingPathComponent(name)
            let path = relative.isEmpty ? name : "\(relative)/\(name)"
            if AtomicFile.target(ofTemporary: name) != nil {
                return LeftoverAge.isStale(url, type: .typeRegular, minimumAge: minimumAge, now: now) ? [path] : []
            }
            // attributesOfItem does not follow links, so a linked folder is not descended into.
            let type = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type] as? FileAttributeType
            guard depth > 1, type == .typeDirectory else { return [] }
            return temporaries(in: url, relative: path, depth: depth - 1, minimumAge: minimumAge, now: now)
        }
    }
}
