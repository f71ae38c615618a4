import Testing

@testable import GentleImage

/// A PNG of many text chunks is refused from the chunk walk, before either reader collects them:
/// 200,000 chunks once took minutes, the time growing with the square of the count.
@Suite struct PNGTextChunkLimitTests {
    /// A small PNG with `count` one-letter tEXt chunks, each with its own key, before IEND.
    static func textLaden(_ count: Int) throws -> [UInt8] {
        let plain = try PNGEncoder.compact.encode(PNGRoundTripTests.gradient(width: 4, height: 3, opaque: false))
        let iend = plain.count - 12
        var bytes = Array(plain[..<iend])
        bytes.reserveCapacity(plain.count + count * 20)
        for index in 0..<count {
            let body = Array("tEXtk\(index)".utf8) + [0, UInt8(ascii: "v")]
            bytes += Self.bigEndian(UInt32(body.count - 4)) + body
            bytes += Self.bigEndian(PNGFastReaderTests.crc32(body[...]))
        }
        return bytes + plain[iend...]
    }

    static func bigEndian(_ value: UInt32) -> [UInt8] {
        (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) }
    }

    @Test(arguments: [true, false])
    func twoHundredThousandTextChunksAreRefusedNamingTheLimit(fast: Bool) throws {
        let bytes = try Self.textLaden(200_000)
        let error = PNGError.tooManyTextChunks(source: "file", count: 200_000, limit: PNGChunkScan.textChunkLimit)
        #expect(PNGFastReaderTests.decoded(bytes, fast: fast) == .failure(error))
        #expect(
            error.description == "file: PNG holds 200000 text chunks (tEXt, zTXt, iTXt), more than the limit of 1000")
    }

    @Test(arguments: [true, false])
    func textChunksUpToTheLimitAreAllRead(fast: Bool) throws {
        let image = try PNGFastReaderTests.decoded(try Self.textLaden(PNGChunkScan.textChunkLimit), fast: fast).get()
        #expect(image.text.count == PNGChunkScan.textChunkLimit)
        #expect(image.text.last == PNGTextEntry(key: "k999", value: "v"))
    }
}
