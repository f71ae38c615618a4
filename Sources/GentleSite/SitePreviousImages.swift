/// The images the last run drew into the site folder, as its marker records them
/// (`SiteFolder.previousImages()`): the ones this run may keep instead of drawing again.
package struct SitePreviousImages: Sendable {
    /// The folder the files are in; `nil` for none.
    let folder: SiteFolder?
    /// Each job's record.
    let records: [String: SiteImageRecord]

    /// No images: every image is drawn.
    package static let none = SitePreviousImages(folder: nil, records: [:])

    /// The token paths `job` read when it was last drawn, or `nil` when it has no record.
    func reads(of job: String) -> [String]? {
        records[job]?.reads
    }

    /// The record of `job` when it may stand for drawing it again: it was drawn from inputs of
    /// this `key`, it wrote exactly `paths` (when they are known before drawing), and each of its
    /// files is still in the folder with the size and SHA-256 it had when written (none deleted,
    /// replaced or edited since).
    func kept(_ job: String, key: String, paths: [String]?) -> SiteImageRecord? {
        guard let folder, let record = records[job], record.key == key,
            paths.map({ $0 == record.files.map(\.path) }) ?? true,
            record.files.allSatisfy(folder.holds)
        else { return nil }
        return record
    }
}
