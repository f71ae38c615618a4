import Foundation
import Testing

@testable import GentleSite

/// The site marker: it round-trips, an older marker still lists its files, and whatever else it
/// holds gives records only for files it lists, of the right shape, so that the worst a damaged
/// marker does is make the next run draw everything.
@Suite struct SiteMarkerTests {
    static let digest = String(repeating: "ab", count: 32)

    static let record = SiteImageRecord(
        job: "a/colors-light.png", key: digest, reads: ["colors.primaryCTA.light", "layout.scale"],
        files: [SiteImageRecord.File(path: "a/colors-light.png", bytes: [1, 2, 3])])

    static let marker = SiteMarker(paths: ["index.html", "a/index.html", "a/colors-light.png"], images: [record])

    @Test func roundTrips() {
        let text = Self.marker.text
        #expect(SiteMarker(bytes: Array(text.utf8)) == Self.marker)
        #expect(text.hasPrefix(SiteMarker.header + "\na/colors-light.png\na/index.html\nindex.html\n\timage 1\t{"))
    }

    @Test func aMarkerOfOnlyPathsListsThemAndRecordsNothing() {
        let old = SiteMarker.header + "\na/colors-light.png\nindex.html\n"
        let marker = SiteMarker(bytes: Array(old.utf8))
        #expect(marker.paths == ["a/colors-light.png", "index.html"])
        #expect(marker.images.isEmpty)
    }

    /// Record lines a run never writes, each left out while the rest of the marker stands.
    @Test(arguments: [
        "\timage 1\t{not json",
        "\timage 2\t" + json(record),
        "\timage 1\t" + json(SiteImageRecord(job: "x", key: "short", reads: [], files: [])),
        "\timage 1\t"
            + json(
                SiteImageRecord(
                    job: "x", key: digest, reads: [],
                    files: [SiteImageRecord.File(path: "not/listed.png", bytes: [])])),
        "\timage 1\t"
            + json(
                SiteImageRecord(
                    job: "x", key: digest, reads: [], files: [SiteImageRecord.File(path: "../escape.png", bytes: [])])),
    ])
    func aMalformedRecordIsLeftOut(line: String) {
        let text = SiteMarker.header + "\na/colors-light.png\n" + line + "\n"
        let marker = SiteMarker(bytes: Array(text.utf8))
        #expect(marker.paths == ["a/colors-light.png"])
        #expect(marker.images.isEmpty)
    }

    @Test func bytesThatAreNoMarkerGiveNoRecords() {
        let noise = (0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 7919 &+ ($0 >> 3)) }
        #expect(SiteMarker(bytes: noise).images.isEmpty)
        #expect(SiteMarker(bytes: Array(Self.marker.text.utf8.dropLast(40))).images.isEmpty)
    }

    @Test func aFolderWithADamagedMarkerIsStillTheToolsAndKeepsNothing() throws {
        try withTemporaryDirectory { directory in
            _ = try SiteFolder(directory).write([SiteFile(path: "a/colors-light.png", bytes: [1, 2, 3])])
            try Data("\u{0}\u{FF}garbage\n\t\t\n".utf8).write(
                to: directory.appendingPathComponent(SiteFolder.markerName))
            #expect(SiteFolder(directory).previousImages().records.isEmpty)
            #expect(throws: Never.self) { try SiteFolder(directory).checkWritable() }
        }
    }

    static func json(_ record: SiteImageRecord) -> String {
        (try? JSONEncoder().encode(record)).map { String(decoding: $0, as: UTF8.self) } ?? ""
    }
}
