import CPNGSupport
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
    /// Either of the tool's encoders, or libpng's writer with one of its filters.
    struct Writer: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let encode: @Sendable (Bitmap, [PNGTextEntry]) throws -> [UInt8]
    }

    static let writers: [Writer] =
        [
            Writer(testDescription: "fast") { try PNGEncoder.fast.encode($0, text: $1) },
            Writer(testDescription: "compact") { try PNGEncoder.compact.encode($0, text: $1) },
        ]
        + PNGFilter.allCases.map { filter in
            Writer(testDescription: "libpng \(filter)") { try LibPNGWriter(filter: filter).encode($0, text: $1) }
        }

    @Test(arguments: writers, [true, false])
    func encodedFilesDecodeAsLibpngDecodesThem(writer: Writer, opaque: Bool) throws {
        let bitmap = PNGRoundTripTests.gradient(width: 61, height: 23, opaque: opaque)
        let text = [PNGTextEntry(key: "Renderer", value: "cairo 1.16"), PNGTextEntry(key: "Font", value: "Sérif ✓")]
        let bytes = try writer.encode(bitmap, text)
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

    // The reader inflates 256 KiB strips of rows: an image two strips tall, RGB (widened) and
    // RGBA, whose filters read the row above, reads whole across the strip boundary.
    @Test(arguments: [PNGFilter.up, .paeth], [true, false])
    func imagesTallerThanOneStripReadWhole(filter: PNGFilter, opaque: Bool) throws {
        let bitmap = PNGRoundTripTests.gradient(width: 200, height: 500, opaque: opaque)
        let bytes = try LibPNGWriter(filter: filter).encode(bitmap)
        #expect(try Self.decoded(bytes, fast: true).get().bitmap == bitmap)
    }

    // Values of 1 KB and more are written compressed (zTXt, compressed iTXt), as a golden's token
    // list is: the igzip reader takes them itself, and damaged ones read as libpng reads them.
    @Test func compressedTextIsReadByTheFastReader() throws {
        let bitmap = PNGRoundTripTests.gradient(width: 37, height: 19, opaque: true)
        let long = String(repeating: "color.accent: #3366ff; ", count: 200)
        let text = [
            PNGTextEntry(key: "gentle.tokens", value: long), PNGTextEntry(key: "Font", value: "Sérif ✓ " + long),
            PNGTextEntry(key: "Renderer", value: "cairo 1.16"),
        ]
        let bytes = try PNGEncoder.compact.encode(bitmap, text: text)
        #expect(Self.fastStatus(bytes) == GPS_OK)
        #expect(try Self.decoded(bytes, fast: true).get() == PNGImage(bitmap: bitmap, text: text))
        for offset in stride(from: 33, to: bytes.count - 12, by: max(1, bytes.count / 41)) {
            var damaged = bytes
            damaged[offset] ^= 0x5A
            #expect(Self.decoded(damaged, fast: true) == Self.decoded(damaged, fast: false))
        }
    }

    // The image data's Adler-32 is not checked by either reader (each IDAT byte is covered by its
    // chunk CRC): a file whose Adler-32 alone is wrong is still read by igzip, with libpng's pixels.
    @Test(arguments: [true, false])
    func wrongAdler32AloneIsReadByTheFastReader(opaque: Bool) throws {
        let bitmap = PNGRoundTripTests.gradient(width: 53, height: 29, opaque: opaque)
        var bytes = try PNGEncoder.compact.encode(bitmap, text: [PNGTextEntry(key: "Renderer", value: "cairo")])
        #expect(Self.fastStatus(bytes) == GPS_OK)
        // The last IDAT chunk ends with the zlib stream's 4-byte Adler-32.
        var offset = 8
        var lastIDAT: (data: Int, length: Int)?
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if Array(bytes[offset + 4..<offset + 8]) == Array("IDAT".utf8) { lastIDAT = (offset + 8, length) }
            offset += 12 + length
        }
        let idat = try #require(lastIDAT)
        bytes[idat.data + idat.length - 1] ^= 0x01
        let crc = Self.crc32(bytes[idat.data - 4..<idat.data + idat.length])
        for shift in 0..<4 {
            bytes[idat.data + idat.length + shift] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * shift))
        }
        #expect(Self.fastStatus(bytes) == GPS_OK)
        #expect(try Self.decoded(bytes, fast: true).get().bitmap == bitmap)
        #expect(Self.decoded(bytes, fast: true) == Self.decoded(bytes, fast: false))
    }

    // RFC 1950 allows windows up to 32 KiB (CINFO 7); libpng refuses a header claiming more, so
    // the igzip reader, whose window is always 32 KiB, must leave such a file to libpng rather
    // than read it: one file, one verdict.
    @Test(arguments: 8...15)
    func aZlibHeaderClaimingAWindowOver32KiBIsLeftToLibpng(cinfo: Int) throws {
        let bitmap = PNGRoundTripTests.gradient(width: 13, height: 7, opaque: true)
        var bytes = try PNGEncoder.compact.encode(bitmap)
        #expect(Self.fastStatus(bytes) == GPS_OK)
        let idat = try #require(Self.firstIDAT(in: bytes))
        let flags = bytes[idat.data + 1] & 0xC0
        bytes[idat.data] = UInt8(cinfo << 4 | 8)
        let header: Int = Int(bytes[idat.data]) * 256 + Int(flags)
        bytes[idat.data + 1] = flags + UInt8((31 - header % 31) % 31)
        let crc = Self.crc32(bytes[idat.data - 4..<idat.data + idat.length])
        for shift in 0..<4 {
            bytes[idat.data + idat.length + shift] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * shift))
        }
        #expect(Self.fastStatus(bytes) == GPS_NOT_HANDLED)
        #expect(Self.decoded(bytes, fast: true) == Self.decoded(bytes, fast: false))
        #expect(throws: PNGError.self) { try Self.decoded(bytes, fast: true).get() }
    }

    /// Where the first IDAT chunk's data starts, and its length.
    static func firstIDAT(in bytes: [UInt8]) -> (data: Int, length: Int)? {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            if Array(bytes[offset + 4..<offset + 8]) == Array("IDAT".utf8) { return (offset + 8, length) }
            offset += 12 + length
        }
        return nil
    }

    /// The PNG chunk CRC (CRC-32, reflected polynomial 0xEDB88320) of `bytes`.
    static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xffff_ffff
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? crc >> 1 ^ 0xedb8_8320 : crc >> 1 }
        }
        return ~crc
    }

    /// What the igzip reader alone makes of `bytes`: GPS_OK, or GPS_NOT_HANDLED for libpng.
    static func fastStatus(_ bytes: [UInt8]) -> Int32 {
        guard let header = try? PNGHeader(bytes, source: "file") else { return Int32(GPS_NOT_HANDLED) }
        var report = gps_decode_report()
        defer { gps_buffer_free(&report.text) }
        var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
        let count = pixels.count
        return bytes.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { output in
                gps_decode_rgba_igzip(
                    input.baseAddress, input.count, UInt32(header.width), UInt32(header.height), output.baseAddress,
                    count, &report)
            }
        }
    }
}
