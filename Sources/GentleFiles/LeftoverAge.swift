#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// When a temporary file or folder that an interrupted write of this tool left behind may be
/// removed by a later run: only once it has not been modified for `minimum`, far longer than any
/// write takes, so a write still in flight in a concurrent run is never touched.
package enum LeftoverAge {
    /// Ten minutes.
    package static let minimum: TimeInterval = 10 * 60

    /// Whether `url` itself (a link is not followed) is of `type` and was last modified at least
    /// `minimumAge` before `now`; a date in the future is young.
    package static func isStale(
        _ url: URL, type: FileAttributeType, minimumAge: TimeInterval = minimum, now: Date = Date()
    ) -> Bool {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            attributes[.type] as? FileAttributeType == type,
            let modified = attributes[.modificationDate] as? Date
        else { return false }
        return now.timeIntervalSince(modified) >= minimumAge
    }
}
