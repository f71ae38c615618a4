import Foundation
import GentleImage
import Testing

/// The damaged-PNG corpus (`Fixtures/bad-pngs/`): headers and chunk layouts that must be
/// refused with a typed `PNGError` (exit 65 on the command line), never a crash or an
/// allocation sized by the lie. `detail` is the part of the message that says why; for
/// `corrupt` it is libpng's own reason.
@Suite struct PNGBadCorpusTests {
    typealias Kind = PNGBrokenInputTests.Kind

    static let folder = FixtureFolder.url.appendingPathComponent("bad-pngs")

    static let cases: [(file: String, kind: Kind, detail: String)] = [
        ("signature-only.png", .truncated, "PNG data is truncated"),
        ("ihdr-wrong-length.png", .corrupt, "the first chunk is not a 13-byte IHDR"),
        ("first-chunk-not-ihdr.png", .corrupt, "the first chunk is not a 13-byte IHDR"),
        ("ihdr-width-2pow31.png", .tooLarge, "2147483648×1 pixels, more than the limit of 100000000"),
        ("ihdr-bad-bit-depth.png", .corrupt, "Invalid IHDR data"),
        ("ihdr-bad-colour-type.png", .corrupt, "Invalid IHDR data"),
        ("ihdr-bad-interlace.png", .corrupt, "Invalid IHDR data"),
        ("no-idat.png", .corrupt, "IEND: out of place"),
        ("idat-too-short.png", .corrupt, "Not enough image data"),
        ("idat-bad-filter-type.png", .corrupt, "bad adaptive filter value"),
        ("palette-without-plte.png", .corrupt, "Missing PLTE before IDAT"),
        ("chunk-length-2pow31.png", .truncated, "PNG data is truncated"),
        // Found by the png fuzzer: one mutated length byte makes a text chunk claim 1 GB.
        ("text-chunk-claims-1gb.png", .truncated, "PNG data is truncated"),
        // 400 MB of RGBA claimed by 69 bytes: refused before the pixel buffer is reserved.
        ("ihdr-claims-more-than-idat-holds.png", .corrupt, "cannot hold 10000×10000 pixels"),
        // A zlib header claiming a 64 KiB window (CINFO 8): refused by libpng, so by the igzip
        // reader too, whichever reads it (an ancillary chunk with a wrong CRC sends it to libpng).
        ("zlib-window-cinfo-8.png", .corrupt, "invalid window size"),
        ("zlib-window-cinfo-8-ancillary-bad-crc.png", .corrupt, "invalid window size"),
        // Found by the png-differential fuzzer: an ancillary chunk whose type is not four
        // letters (`iT\x01\x00`), with a right CRC, which libpng refuses and igzip's reader skipped.
        ("chunk-type-not-letters.png", .corrupt, "invalid chunk type"),
    ]

    @Test(arguments: cases)
    func refusedWithItsKindAndReason(file: String, kind: Kind, detail: String) throws {
        let bytes = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent(file)))
        let error = try #require(throws: PNGError.self) { try PNGDecoder().decode(bytes, source: file) }
        #expect(PNGBrokenInputTests.kind(of: error) == kind)
        #expect(error.description.hasPrefix("\(file): "))
        #expect(error.description.contains(detail), "\(error.description)")
    }

    @Test func everyCorpusFileHasAnExpectation() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
        #expect(Set(files) == Set(Self.cases.map(\.file)))
        #expect(files.count == Self.cases.count)
    }
}
