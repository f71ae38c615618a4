/// A walk over a PNG's chunk lengths, done before libpng sees the file, so that a few bytes cannot
/// make the decoder reserve memory the file could never fill.
///
/// libpng reserves an ancillary chunk's claimed length before noticing the file ends (a 60-byte
/// file claiming a 2 GB text chunk), and we reserve the whole pixel buffer from IHDR alone. Both
/// claims are checked against what the file really holds. The walk also counts text chunks, so a
/// file of thousands of them is refused before either reader collects them.
struct PNGChunkScan {
    /// The most tEXt, zTXt and iTXt chunks a PNG may hold: libpng's default limit on cached
    /// ancillary chunks. A golden carries a few dozen (its fingerprint and token list).
    static let textChunkLimit = 1000

    /// deflate's best possible ratio: one 258-byte match per ~2 bits, about 1032 : 1.
    private static let deflateMaximumRatio = 1032
    private static let idatType: [UInt8] = Array("IDAT".utf8)
    private static let iendType: [UInt8] = Array("IEND".utf8)
    private static let textTypes: Set<[UInt8]> = [Array("tEXt".utf8), Array("zTXt".utf8), Array("iTXt".utf8)]

    /// Bytes of compressed image data in all IDAT chunks.
    let compressedImageBytes: Int

    init(_ bytes: [UInt8], source: String) throws {
        var offset = PNGHeader.signature.count
        var idatBytes = 0
        var textChunks = 0
        while true {
            // length (4) + type (4), then the data and a 4-byte CRC
            guard offset + 8 <= bytes.count else { throw PNGError.truncated(source: source) }
            let length = bytes[offset..<(offset + 4)].reduce(0) { ($0 << 8) | Int($1) }
            let type = Array(bytes[(offset + 4)..<(offset + 8)])
            guard length <= bytes.count - offset - 12 else { throw PNGError.truncated(source: source) }
            if type == Self.idatType { idatBytes += length }
            if Self.textTypes.contains(type) { textChunks += 1 }
            offset += 12 + length
            if type == Self.iendType { break }
        }
        guard textChunks <= Self.textChunkLimit else {
            throw PNGError.tooManyTextChunks(source: source, count: textChunks, limit: Self.textChunkLimit)
        }
        compressedImageBytes = idatBytes
    }

    /// Refuses a header whose pixels need more compressed data than the IDAT chunks hold: even
    /// the most compressible image needs one byte of deflate output per ~1032 bytes of rows.
    func check(_ header: PNGHeader, source: String) throws {
        let rowBytes = 1 + (header.width * header.bitsPerPixel + 7) / 8
        let minimumCompressed = header.height * rowBytes / Self.deflateMaximumRatio
        guard compressedImageBytes >= minimumCompressed else {
            throw PNGError.corrupt(
                source: source,
                reason:
                    "\(compressedImageBytes) bytes of image data cannot hold \(header.width)×\(header.height) pixels")
        }
    }
}
