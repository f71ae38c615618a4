/// The size a PNG claims in its IHDR chunk, read without libpng so that absurd sizes are
/// refused before any pixel memory is reserved.
struct PNGHeader: Equatable {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    private static let ihdrType: [UInt8] = Array("IHDR".utf8)

    let width: Int
    let height: Int
    /// Bits per pixel as stored: bit depth × samples of the colour type (0 when the type is invalid).
    let bitsPerPixel: Int

    init(_ bytes: [UInt8], source: String) throws {
        guard bytes.starts(with: Self.signature) else {
            throw bytes.count < Self.signature.count && Self.signature.starts(with: bytes) && !bytes.isEmpty
                ? PNGError.truncated(source: source) : PNGError.notPNG(source: source)
        }
        // signature (8) + length (4) + "IHDR" (4) + width (4) + height (4) + depth (1) + colour type (1)
        guard bytes.count >= 26 else { throw PNGError.truncated(source: source) }
        guard Array(bytes[12..<16]) == Self.ihdrType, Self.bigEndian(bytes, at: 8) == 13 else {
            throw PNGError.corrupt(source: source, reason: "the first chunk is not a 13-byte IHDR")
        }
        width = Self.bigEndian(bytes, at: 16)
        height = Self.bigEndian(bytes, at: 20)
        bitsPerPixel = Int(bytes[24]) * Self.samples(colourType: bytes[25])
    }

    func checked(pixelLimit: Int, source: String) throws -> PNGHeader {
        guard width > 0, height > 0 else {
            throw PNGError.zeroSized(source: source, width: width, height: height)
        }
        // IHDR fields above 2^31 − 1 are invalid PNG; the pixel limit catches them too.
        guard width <= Int(Int32.max), height <= Int(Int32.max), width * height <= pixelLimit else {
            throw PNGError.tooLarge(source: source, width: width, height: height, pixelLimit: pixelLimit)
        }
        return self
    }

    private static func samples(colourType: UInt8) -> Int {
        switch colourType {
        case 0, 3: 1 // grey, palette index
        case 4: 2 // grey + alpha
        case 2: 3 // RGB
        case 6: 4 // RGBA
        default: 0 // libpng refuses it with its own message
        }
    }

    private static func bigEndian(_ bytes: [UInt8], at offset: Int) -> Int {
        bytes[offset..<(offset + 4)].reduce(0) { ($0 << 8) | Int($1) }
    }
}
