#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The marker `.gentle-specimen-site` of a site folder: a line saying what it is, every file the
/// run wrote one a line (sorted), then a line for each drawing job,
/// `<tab>image 1<tab><SiteImageRecord as JSON>`, sorted by job. A tab is never part of a listed
/// path, so a build that knows only the list still finds every file in this one. A record line
/// that does not parse, or names a file the list does not, is left out, and its job drawn again:
/// whatever the marker holds, the worst a run does with it is draw everything.
package struct SiteMarker: Sendable, Equatable {
    /// Every file the run wrote.
    package var paths: Set<String>
    /// What each drawing job was drawn from and wrote, by job.
    package var images: [String: SiteImageRecord]

    /// The first line.
    static let header = "A site folder of gentle-specimen; its next run rewrites or removes the files listed below."
    /// What starts a record line after its tab; a record of another form has another tag.
    static let imageTag = "image 1"

    /// A marker listing `paths`, with `images` among them.
    package init(paths: Set<String>, images: [SiteImageRecord] = []) {
        self.paths = paths
        self.images = Dictionary(images.map { ($0.job, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The marker in `bytes`: each line after the first that is a plain relative path is listed
    /// (`SiteFolder.isSafe`), each well-formed record of a listed file is kept, the rest ignored.
    package init(bytes: some Collection<UInt8>) {
        let tab = UInt8(ascii: "\t")
        var paths: Set<String> = []
        var records: [SiteImageRecord] = []
        for line in bytes.split(separator: UInt8(ascii: "\n")).dropFirst() {
            if line.first == tab {
                let fields = line.dropFirst().split(separator: tab, maxSplits: 1, omittingEmptySubsequences: false)
                guard fields.count == 2, fields[0].elementsEqual(Self.imageTag.utf8),
                    let record = try? JSONDecoder().decode(SiteImageRecord.self, from: Data(fields[1]))
                else { continue }
                records.append(record)
            } else {
                let path = String(decoding: line, as: UTF8.self)
                if SiteFolder.isSafe(path) { paths.insert(path) }
            }
        }
        self.init(paths: paths, images: records.filter { $0.isWellFormed(listed: paths) })
    }

    /// The marker's text.
    package var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let records = images.keys.sorted().compactMap { job -> String? in
            // A record that cannot be encoded is left out: its image is drawn again next time.
            guard let record = images[job], let json = try? encoder.encode(record) else { return nil }
            return "\t\(Self.imageTag)\t" + String(decoding: json, as: UTF8.self)
        }
        return ([Self.header] + paths.sorted() + records).joined(separator: "\n") + "\n"
    }
}
