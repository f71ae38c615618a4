import Testing

@testable import GentleImage

/// The animated PNG writer behind the press previews: acTL/fcTL/fdAT around the PNG writer's
/// own compressed frames.
@Suite struct APNGEncoderTests {
    /// A 6×4 frame of one colour.
    static func frame(_ value: UInt8, alpha: UInt8 = 255, delay: Int = 1) -> APNGFrame {
        APNGFrame(bitmap: Bitmap(width: 6, height: 4, filledWith: (value, 255 - value, 40, alpha)), delay: delay)
    }

    /// Chunk types in file order, with their data.
    static func chunks(_ bytes: [UInt8]) -> [(type: String, data: [UInt8])] {
        var offset = 8
        var result: [(String, [UInt8])] = []
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { ($0 << 8) | Int($1) }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            result.append((type, Array(bytes[(offset + 8)..<(offset + 8 + length)])))
            offset += 12 + length
        }
        return result
    }

    static func number(_ bytes: ArraySlice<UInt8>) -> Int { bytes.reduce(0) { ($0 << 8) | Int($1) } }

    @Test(arguments: [UInt8(255), 128])
    func writesOneControlChunkPerDistinctFrameAndTheFirstAsIDAT(alpha: UInt8) throws {
        // Frames 2 and 3 are the same pixels: written once, for two ticks.
        let frames = [10, 90, 90, 200].map { Self.frame($0, alpha: alpha) }
        let chunks = Self.chunks(try APNGEncoder().encode(frames))
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        let animation = chunks[1].data
        #expect(Self.number(animation[0..<4]) == 3)
        #expect(Self.number(animation[4..<8]) == 0)
        let delays = chunks.filter { $0.type == "fcTL" }.map { Self.number($0.data[20..<22]) }
        #expect(delays == [1, 2, 1])
        let sequence = chunks.compactMap { chunk -> Int? in
            chunk.type == "fcTL" || chunk.type == "fdAT" ? Self.number(chunk.data[0..<4]) : nil
        }
        #expect(sequence == Array(0..<5))
    }

    @Test(arguments: [UInt8(255), 128])
    func decodesAsItsFirstFrame(alpha: UInt8) throws {
        let frames = [30, 160].map { Self.frame($0, alpha: alpha) }
        let decoded = try PNGDecoder().decode(try APNGEncoder().encode(frames))
        #expect(decoded.bitmap == frames[0].bitmap)
    }

    @Test func aLaterFrameIsWrittenAsTheAreaThatChanged() throws {
        var changed = Self.frame(10)
        changed.bitmap.pixels[(2 * 6 + 3) * 4] = 99
        let chunks = Self.chunks(try APNGEncoder().encode([Self.frame(10), changed]))
        let control = try #require(chunks.filter { $0.type == "fcTL" }.last).data
        // width, height, x, y
        #expect([4, 8, 12, 16].map { Self.number(control[$0..<($0 + 4)]) } == [1, 1, 3, 2])
    }

    @Test func theSameFramesGiveTheSameBytes() throws {
        let frames = (0..<12).map { Self.frame(UInt8($0 * 20)) }
        #expect(try APNGEncoder().encode(frames) == APNGEncoder().encode(frames))
    }

    @Test func chunksCarryTheirCRC() {
        // IEND's CRC in every PNG file.
        #expect(PNGChunkList.chunk("IEND", []) == [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
    }

    @Test func refusesFramesOfAnotherSizeOrColourType() {
        let other = APNGFrame(bitmap: Bitmap(width: 5, height: 4), delay: 1)
        #expect(throws: PNGError.self) { try APNGEncoder().encode([Self.frame(0), other]) }
        #expect(throws: PNGError.self) { try APNGEncoder().encode([Self.frame(0), Self.frame(9, alpha: 10)]) }
        #expect(throws: PNGError.self) { try APNGEncoder().encode([]) }
    }
}
