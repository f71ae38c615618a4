/// The chunks of a PNG this tool wrote, as the APNG writer reuses them: the IHDR fields and the
/// IDAT data joined; and the writing of one chunk with its CRC.
struct PNGChunkList {
    /// The 13 bytes of IHDR.
    let header: [UInt8]
    /// Every IDAT chunk's data, in order: one zlib stream.
    let imageData: [UInt8]

    /// Splits `png` into chunks; throws `PNGError.corrupt` for bytes that are not a whole PNG.
    init(_ png: [UInt8]) throws {
        var offset = PNGHeader.signature.count
        var header: [UInt8] = []
        var imageData: [UInt8] = []
        while offset + 12 <= png.count {
            let length = png[offset..<(offset + 4)].reduce(0) { ($0 << 8) | Int($1) }
            let type = String(decoding: png[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= png.count - offset - 12 else { break }
            let data = png[(offset + 8)..<(offset + 8 + length)]
            if type == "IHDR" { header = Array(data) }
            if type == "IDAT" { imageData += data }
            offset += 12 + length
        }
        guard header.count == 13, !imageData.isEmpty else {
            throw PNGError.corrupt(source: "frame", reason: "no IHDR or IDAT chunk")
        }
        self.header = header
        self.imageData = imageData
    }

    /// Length, type, data and the CRC-32 of type and data (PNG spec §5.3).
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return APNGEncoder.bigEndian(UInt32(data.count)) + typed + APNGEncoder.bigEndian(crc32(typed))
    }

    /// CRC-32 (ISO 3309, reflected polynomial 0xEDB88320), as PNG chunks carry it.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { value, _ in value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    }
}
