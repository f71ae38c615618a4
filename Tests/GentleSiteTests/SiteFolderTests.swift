import Foundation
import Testing

@testable import GentleSite

/// Writing a site: only changed bytes are rewritten, what the last run wrote and this one does
/// not is removed, and nothing else in the folder is touched.
@Suite struct SiteFolderTests {
    static let files = [
        SiteFile(path: "index.html", text: "<p>index</p>"), SiteFile(path: "a/index.html", text: "<p>a</p>"),
        SiteFile(path: "a/colors-light.png", bytes: [1, 2, 3]),
    ]

    static func inode(_ url: URL) throws -> Int {
        try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.systemFileNumber] as? Int)
    }

    @Test func writesEveryFileAndListsThemInTheMarker() throws {
        try withTemporaryDirectory { directory in
            let outcome = try SiteFolder(directory).write(Self.files)
            #expect(outcome.written == Self.files.map(\.path))
            let marker = try String(
                contentsOf: directory.appendingPathComponent(SiteFolder.markerName), encoding: .utf8)
            #expect(marker.split(separator: "\n").dropFirst() == ["a/colors-light.png", "a/index.html", "index.html"])
            #expect(try Data(contentsOf: directory.appendingPathComponent("a/colors-light.png")) == Data([1, 2, 3]))
        }
    }

    @Test func aSecondRunRewritesOnlyWhatChanged() throws {
        try withTemporaryDirectory { directory in
            _ = try SiteFolder(directory).write(Self.files)
            let kept = directory.appendingPathComponent("a/colors-light.png")
            let before = try Self.inode(kept)
            var changed = Self.files
            changed[0] = SiteFile(path: "index.html", text: "<p>new</p>")
            let outcome = try SiteFolder(directory).write(changed)
            #expect(outcome.written == ["index.html"])
            #expect(outcome.unchanged == ["a/index.html", "a/colors-light.png"])
            // A rename would give the file a new inode.
            #expect(try Self.inode(kept) == before)
        }
    }

    @Test func removesWhatTheLastRunWroteButKeepsTheUsersFiles() throws {
        try withTemporaryDirectory { directory in
            _ = try SiteFolder(directory).write(Self.files)
            let mine = directory.appendingPathComponent("a/notes.txt")
            try Data("mine".utf8).write(to: mine)
            let outcome = try SiteFolder(directory).write([Self.files[0]])
            #expect(outcome.removed == ["a/colors-light.png", "a/index.html"])
            #expect(try Data(contentsOf: mine) == Data("mine".utf8))
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("a/index.html").path))
        }
    }

    @Test func refusesAFolderOfSomeoneElsesFiles() throws {
        try withTemporaryDirectory { directory in
            let mine = directory.appendingPathComponent("index.html")
            try Data("mine".utf8).write(to: mine)
            #expect(throws: SiteError.notASiteFolder(path: directory.path)) {
                try SiteFolder(directory).write(Self.files)
            }
            #expect(try Data(contentsOf: mine) == Data("mine".utf8))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["index.html"])
        }
    }

    @Test(arguments: ["../escape.html", "a/../../b", "/etc/x", ".hidden", "a//b", ""])
    func refusesAPathOutsideTheFolder(path: String) throws {
        try withTemporaryDirectory { directory in
            #expect(throws: SiteError.self) { try SiteFolder(directory).write([SiteFile(path: path, text: "x")]) }
            let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            #expect(entries.isEmpty)
        }
    }

    @Test func aListedPathThatIsNowALinkIsNotFollowedWhenRemoved() throws {
        try withTemporaryDirectory { directory in
            let outside = directory.appendingPathComponent("outside")
            try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
            let site = directory.appendingPathComponent("site")
            _ = try SiteFolder(site).write(Self.files)
            let victim = outside.appendingPathComponent("colors-light.png")
            try Data("keep".utf8).write(to: victim)
            let folder = site.appendingPathComponent("a")
            try FileManager.default.removeItem(at: folder)
            try FileManager.default.createSymbolicLink(at: folder, withDestinationURL: outside)
            _ = try? SiteFolder(site).write([Self.files[0]])
            #expect(try Data(contentsOf: victim) == Data("keep".utf8))
        }
    }
}
