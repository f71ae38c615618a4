import Foundation
import GentleGolden
import GentleImage
import Testing

@Suite struct GoldenStoreTests {
    @Test(arguments: [
        (path: "gentle-default/typography-light", components: ["gentle-default", "typography-light"]),
        ("single", ["single"]),
        ("a/b/c", ["a", "b", "c"]),
    ])
    func validIdsKeepTheirComponents(path: String, components: [String]) throws {
        let id = try #require(GoldenCaseID(path))
        #expect(id.components == components)
        #expect(id.path == path)
        #expect(id.name == components.last)
    }

    @Test(arguments: ["", "/absolute/x", "a/../b", "..", "a//b", "./a", "a/", "a\\b"])
    func idsThatCouldEscapeTheStoreAreRefused(path: String) {
        #expect(GoldenCaseID(path) == nil)
    }

    @Test func goldensLiveAtThemeSlashSheetPNG() throws {
        let store = GoldenStore(root: URL(fileURLWithPath: "/goldens"))
        #expect(
            store.url(for: try Sheets.caseID("gentle-default/typography-light")).path
                == "/goldens/gentle-default/typography-light.png")
    }

    @Test func writtenGoldenReadsBackWithItsFingerprint() throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let id = try Sheets.caseID()
            let bitmap = Sheets.blackening(Sheets.white(), [(3, 4)])
            try store.write(bitmap, fingerprint: Sheets.fingerprint, for: id)
            let golden = try #require(try store.read(id))
            #expect(golden.bitmap == bitmap)
            #expect(golden.text == Sheets.fingerprint)
            #expect(Scratch.listing(folder) == ["gentle-default", "gentle-default/colors-light.png"])
        }
    }

    @Test func missingGoldenReadsAsNil() throws {
        try Scratch.withFolder { folder in
            let id = try Sheets.caseID()
            #expect(try GoldenStore(root: folder).read(id) == nil)
        }
    }

    @Test(arguments: [Data(), Data("not a png".utf8), Data([0x89, 0x50, 0x4E, 0x47])])
    func brokenGoldenIsUnreadableNotMissing(bytes: Data) throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let id = try Sheets.caseID()
            try FileManager.default.createDirectory(
                at: store.url(for: id).deletingLastPathComponent(), withIntermediateDirectories: true)
            try bytes.write(to: store.url(for: id))
            #expect {
                try store.read(id)
            } throws: { error in
                guard case .unreadable(let path, _) = error as? GoldenStoreError else { return false }
                return path == store.url(for: id).path
            }
        }
    }

    @Test func rewritingReplacesTheGoldenAndLeavesNoTemporaryFile() throws {
        try Scratch.withFolder { folder in
            let store = GoldenStore(root: folder)
            let id = try Sheets.caseID()
            try store.write(Sheets.white(), fingerprint: [], for: id)
            let changed = Sheets.blackening(Sheets.white(), [(0, 0), (9, 9)])
            try store.write(changed, fingerprint: Sheets.fingerprint, for: id)
            #expect(try store.read(id)?.bitmap == changed)
            #expect(Scratch.listing(folder) == ["gentle-default", "gentle-default/colors-light.png"])
        }
    }
}
