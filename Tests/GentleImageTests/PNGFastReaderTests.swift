import Foundation
import Testing

@testable import GentleImage

/// The igzip reader takes clean 8-bit RGB/RGBA files and leaves every other file to libpng; for
/// every file either way gives the same pixels and text, or the same error.
@Suite struct PNGFastReaderTests {
    static let folder = FixtureFolder.url

    /// Every fixture: each colour type and depth, the broken files and the bad-PNG corpus.
    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let corpus =
            (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("bad-pngs").path)) ?? []
        return (names.filter { $0.hasSuffix(".png") } + corpus.filter { $0.hasSuffix(".png") }.map { "bad-pngs/\($0)" })
            .sorted()
    }()

    static func decoded(_ bytes: [UInt8], fast: Bool) -> Result<PNGImage, PNGError> {
        var decoder = PNGDecoder()
        decoder.usesFastReader = fast
        return Result { () throws(PNGError) in
            do { return try decoder.decode(bytes, source: "file") } catch let error as PNGError { throw error } catch {
                throw PNGError.corrupt(source: "file", reason: "\(error)")
            }
        }
    }

    @Test func fixturesAreFound() {
        #expect(Self.fixtures.count > 30)
    }

    @Test(arguments: fixtures)
    func fixtureDecodesAsLibpngDecodesIt(name: String) throws {
        let bytes = try FixtureFolder.bytes(name)
        #expect(Self.decoded(bytes, fast: true) == Self.decoded(bytes, fast: false))
    }

    // What both encoders write, with every row filter libpng has, opaque and translucent, with
    // text in tEXt and iTXt; and each of those files cut short or with a byte of its data flipped.
    @Test(arguments: [PNGEncoder.fast, .compact] + PNGFilter.allCases.map { PNGEncoder(filter: $0) }, [true, false])
    func encodedFilesDecodeAsLibpngDecodesThem(encoder: PNGEncoder, opaque: Bool) throws {
        let bitmap = PNGRoundTripTests.gradient(width: 61, height: 23, opaque: opaque)
        let text = [PNGTextEntry(key: "Renderer", value: "cairo 1.16"), PNGTextEntry(key: "Font", value: "Sérif ✓")]
        let bytes = try encoder.encode(bitmap, text: text)
        #expect(try Self.decoded(bytes, fast: true).get() == PNGImage(bitmap: bitmap, text: text))
        for cut in [bytes.count - 13, bytes.count / 2, 80] {
            #expect(Self.decoded(Array(bytes[0..<cut]), fast: true) == Self.decoded(Array(bytes[0..<cut]), fast: false))
        }
        for offset in stride(from: 33, to: bytes.count - 12, by: max(1, bytes.count / 17)) {
            var damaged = bytes
            damaged[offset] ^= 0x5A
            #expect(Self.decoded(damaged, fast: true) == Self.decoded(damaged, fast: false))
        }
    }
}
