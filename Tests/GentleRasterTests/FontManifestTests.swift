import Foundation
import Testing
import GentleImage
@testable import GentleRaster

@Suite struct FontManifestTests {
    /// The hashes published in issue 4 for the four wheels' font files.
    static let publishedHashes: [(FontDesign, String)] = [
        (.default, "9b523f7d82593df0107173849ebb8c817471a1df4b4fb2c3cbf40cfd810c8281"),
        (.serif, "97b2d4da6e3cb494b5a1e66ae176914d852ccabef49e0c02c0df25f3e39aca0b"),
        (.rounded, "bb55a5ca5c2042335b3991af27c4d0705d0ef41cac6164ac737fd8f2a1e85207"),
        (.monospaced, "48715a42ec242c21e9f02692891e147d022299a52e48d5e413e1a942193ffeda"),
    ]

    @Test(arguments: publishedHashes)
    func bundledFontMatchesPublishedHash(design: FontDesign, sha256: String) throws {
        let manifest = try FontManifest.bundled()
        let bytes = try Data(contentsOf: manifest.fileURL(for: design))
        #expect(SHA256.hex(of: [UInt8](bytes)) == sha256)
        #expect(manifest.entries[design]?.sha256 == sha256)
    }

    @Test func sha256MatchesKnownVectors() {
        #expect(SHA256.hex(of: []) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let twoBlocks = Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)
        #expect(SHA256.hex(of: twoBlocks) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test func relativeFontPathsResolveAgainstTheManifestFolder() throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifestURL = folder.appendingPathComponent("manifest.json")
        let json = #"{"fonts":{"default":{"file":"sub/Missing.ttf","axes":{"weight":"wght"}}}}"#
        try Data(json.utf8).write(to: manifestURL)
        let manifest = try FontManifest.load(from: manifestURL)
        #expect(try manifest.fileURL(for: .default).path == folder.appendingPathComponent("sub/Missing.ttf").path)
    }

    @Test func missingFontFileIsATypedErrorNotAFallback() throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifestURL = folder.appendingPathComponent("manifest.json")
        try Data(#"{"fonts":{"serif":{"file":"Gone.ttf"}}}"#.utf8).write(to: manifestURL)
        let manifest = try FontManifest.load(from: manifestURL)
        let expected = FontError.fontFileMissing(design: .serif, path: folder.appendingPathComponent("Gone.ttf").path)
        #expect(throws: expected) {
            try FontLibrary(manifest: manifest)
        }
        #expect(expected.description.contains("Gone.ttf"))
    }

    @Test func corruptFontFileIsATypedError() throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifestURL = folder.appendingPathComponent("manifest.json")
        try Data("not a font".utf8).write(to: folder.appendingPathComponent("Broken.ttf"))
        try Data(#"{"fonts":{"default":{"file":"Broken.ttf","axes":{"weight":"wght"}}}}"#.utf8).write(to: manifestURL)
        let library = try FontLibrary(manifest: FontManifest.load(from: manifestURL))
        #expect {
            try library.metrics(for: FontRequest(size: 12))
        } throws: { error in
            guard case FontError.fontFileUnreadable(.default, let path, _) = error else { return false }
            return path.hasSuffix("Broken.ttf")
        }
    }

    @Test func aManifestWithAbsoluteAndRelativePathsLoadsTheSameFonts() throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifestURL = folder.appendingPathComponent("manifest.json")
        let robotoFlex = Fixtures.fontsFolder.appendingPathComponent("RobotoFlex-VF.ttf").path
        try Data(#"{"fonts":{"default":{"file":"\#(robotoFlex)","axes":{"weight":"wght","opticalSize":"opsz"}}}}"#.utf8).write(to: manifestURL)
        let custom = Typesetter(fonts: try FontLibrary(manifest: FontManifest.load(from: manifestURL)))
        let style = TextStyle(font: FontRequest(weight: 700, size: 20))
        #expect(try custom.measure("Same", style: style) == Fixtures.typesetter().measure("Same", style: style))
    }

    @Test func designAbsentFromManifestIsATypedError() throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifestURL = folder.appendingPathComponent("manifest.json")
        try Data(#"{"fonts":{}}"#.utf8).write(to: manifestURL)
        let library = try FontLibrary(manifest: FontManifest.load(from: manifestURL))
        #expect(throws: FontError.designMissing(design: .rounded, manifest: manifestURL.path)) {
            try library.metrics(for: FontRequest(design: .rounded, size: 12))
        }
    }

    @Test func unknownDesignNamesTheCodingPath() throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifestURL = folder.appendingPathComponent("manifest.json")
        try Data(#"{"fonts":{"fancy":{"file":"x.ttf","axes":{}}}}"#.utf8).write(to: manifestURL)
        #expect {
            try FontManifest.load(from: manifestURL)
        } throws: { error in
            guard case FontError.manifestInvalid(_, let codingPath, _) = error else { return false }
            return codingPath == "fonts.fancy"
        }
    }
}
