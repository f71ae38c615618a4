import Foundation
import GentleImage
import Testing

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

    // Lengths either side of the padding and block boundaries (55/56, 63/64/65, 119/128), bytes
    // `i * 7 mod 256`; digests from Python's hashlib.
    @Test(arguments: [
        (55, "576a1bf8d4478657e6dc4af9398544765c2a92cde28478b019235cfed315fc09"),
        (56, "9b20501dfd1d99161c257950f3444f3e49230c351c5c8e0943ef369f85f5205d"),
        (63, "30b345906b493f06f69444b6521113511c242f30e29840462950035043682f1e"),
        (64, "d8bc63b4fc1156e5e7d95a418b9bf54cd3174bedbc2db40f74895349b229b3c0"),
        (65, "1ee23b0fbcaecc1aff4a9e8f1645f35ab2c8e13609cd73b68df8b5e3f63ce073"),
        (119, "7a6589821178918ca8d9edaba5abfc1e9b2669564f4469b66885379c1530b2c8"),
        (128, "54c9eb041badfd7064645067b107661fed6113197ce2dd066ba69618abd3732f"),
        (1000, "89f4ff56a25dd1db06a4ce6033603775d705fb96f30f8693733fef602a1ca532"),
    ])
    func sha256MatchesHashlibAtBlockBoundaries(length: Int, digest: String) {
        #expect(SHA256.hex(of: (0..<length).map { UInt8(truncatingIfNeeded: $0 * 7) }) == digest)
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
        try Data(
            #"{"fonts":{"default":{"file":"\#(robotoFlex)","axes":{"weight":"wght","opticalSize":"opsz"},"verticalMetrics":{"ascender":0.952,"descender":0.241}}}}"#
                .utf8
        ).write(to: manifestURL)
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

@Suite struct FontVerticalMetricsTests {
    @Test(arguments: FontDesign.allCases)
    func everyBundledDesignIsSetWithSFProLineMetrics(design: FontDesign) throws {
        #expect(try FontManifest.bundled().entries[design]?.verticalMetrics == .sfPro)
        let metrics = try Fixtures.typesetter().metrics(for: FontRequest(design: design, size: 20))
        #expect(abs(metrics.ascent - 19.04) < 1e-9)
        #expect(abs(metrics.descent - 4.82) < 1e-9)
        #expect(abs(metrics.lineHeight - 20 * 1.193) < 1e-9)
    }

    @Test func aManifestWithoutMetricsUsesTheFontsOwn() throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifestURL = folder.appendingPathComponent("manifest.json")
        let nunito = Fixtures.fontsFolder.appendingPathComponent("Nunito-VF.ttf").path
        try Data(#"{"fonts":{"rounded":{"file":"\#(nunito)","axes":{"weight":"wght"}}}}"#.utf8).write(to: manifestURL)
        let own = try FontLibrary(manifest: FontManifest.load(from: manifestURL)).metrics(
            for: FontRequest(design: .rounded, size: 10))
        // Nunito's own line is 1.364 em.
        #expect(abs(own.lineHeight - 13.64) < 0.01)
    }

    @Test func aUserManifestGivesItsOwnMetrics() throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifestURL = folder.appendingPathComponent("manifest.json")
        let mono = Fixtures.fontsFolder.appendingPathComponent("JetBrainsMono-VF.ttf").path
        let json = #"{"fonts":{"monospaced":{"file":"\#(mono)","verticalMetrics":{"ascender":1,"descender":-0.25}}}}"#
        try Data(json.utf8).write(to: manifestURL)
        let library = try FontLibrary(manifest: FontManifest.load(from: manifestURL))
        let metrics = try library.metrics(for: FontRequest(design: .monospaced, size: 16))
        #expect(metrics == FontMetrics(ascent: 16, descent: 4, lineGap: 0))
    }

    @Test(arguments: [
        (#"{"ascender":0,"descender":0.2}"#, "ascender must be above 0 em"),
        (#"{"ascender":0.9,"descender":0.2,"lineGap":-1}"#, "lineGap must not be negative"),
        (#"{"ascender":9,"descender":0.2}"#, "the line (ascender + descender + lineGap) must be at most 4 em"),
    ])
    func unusableMetricsAreRejectedWithTheirPlace(metrics: String, reason: String) throws {
        let folder = try Fixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manifestURL = folder.appendingPathComponent("manifest.json")
        try Data(#"{"fonts":{"serif":{"file":"Any.ttf","verticalMetrics":\#(metrics)}}}"#.utf8).write(to: manifestURL)
        #expect(
            throws: FontError.manifestInvalid(
                path: manifestURL.path, codingPath: "fonts.serif.verticalMetrics", reason: reason)
        ) {
            try FontManifest.load(from: manifestURL)
        }
    }
}
