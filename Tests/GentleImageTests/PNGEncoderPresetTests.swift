import GentleImage
import Testing

@Suite struct PNGEncoderPresetTests {
    static let presets: [(name: String, encoder: PNGEncoder)] = [("fast", .fast), ("compact", .compact)]

    /// Premultiplied ARGB32 words for straight RGBA pixels, rounded as cairo rounds.
    static func premultipliedWords(_ bitmap: Bitmap) -> [UInt32] {
        stride(from: 0, to: bitmap.pixels.count, by: 4).map { offset in
            let alpha = UInt32(bitmap.pixels[offset + 3])
            let channels = (0..<3).map { (UInt32(bitmap.pixels[offset + $0]) * alpha + 127) / 255 }
            return alpha << 24 | channels[0] << 16 | channels[1] << 8 | channels[2]
        }
    }

    /// What un-premultiplying those words gives back, `(c·255 + a/2) / a`.
    static func unpremultiplied(_ words: [UInt32], width: Int, height: Int) -> Bitmap? {
        let pixels = words.flatMap { word -> [UInt8] in
            let alpha = word >> 24
            guard alpha > 0 else { return [0, 0, 0, 0] }
            let channels = [word >> 16 & 0xFF, word >> 8 & 0xFF, word & 0xFF].map {
                UInt8(min(255, ($0 * 255 + alpha / 2) / alpha))
            }
            return channels + [UInt8(alpha)]
        }
        return Bitmap(width: width, height: height, pixels: pixels)
    }

    @Test(arguments: presets, [true, false])
    func bitmapsRoundTrip(preset: (name: String, encoder: PNGEncoder), opaque: Bool) throws {
        let bitmap = PNGRoundTripTests.gradient(width: 53, height: 17, opaque: opaque)
        let bytes = try preset.encoder.encode(bitmap)
        #expect(try PNGDecoder().decode(bytes).bitmap == bitmap)
        #expect(bytes[25] == (opaque ? 2 : 6))
    }

    @Test(arguments: presets)
    func encodingIsDeterministic(preset: (name: String, encoder: PNGEncoder)) throws {
        let bitmap = PNGRoundTripTests.gradient(width: 64, height: 64, opaque: false)
        let text = [PNGTextEntry(key: "Fingerprint", value: "abc")]
        #expect(try preset.encoder.encode(bitmap, text: text) == preset.encoder.encode(bitmap, text: text))
    }

    @Test func compactIsTheDefaultEncoderSoGoldenBytesDoNotChange() throws {
        let bitmap = PNGRoundTripTests.gradient(width: 64, height: 64, opaque: true)
        #expect(try PNGEncoder.compact.encode(bitmap) == PNGEncoder().encode(bitmap))
        #expect(try PNGEncoder.fast.encode(bitmap) != PNGEncoder.compact.encode(bitmap))
    }

    @Test(arguments: presets, [true, false])
    func premultipliedPixelsEncodeAsTheirStraightBitmap(preset: (name: String, encoder: PNGEncoder), opaque: Bool)
        throws
    {
        let (width, height) = (37, 11)
        let words = Self.premultipliedWords(PNGRoundTripTests.gradient(width: width, height: height, opaque: opaque))
        let straight = try #require(Self.unpremultiplied(words, width: width, height: height))
        // Rows padded to 40 pixels, as cairo pads its strides.
        let padding: [UInt32] = [0xDEAD_BEEF, 0, 7]
        var padded: [UInt32] = []
        for row in 0..<height { padded += words[(row * width)..<((row + 1) * width)] + padding }
        let bytes = try padded.withUnsafeBytes { pixels in
            try preset.encoder.encode(premultipliedARGB32: pixels, width: width, height: height, bytesPerRow: 40 * 4)
        }
        #expect(bytes == (try preset.encoder.encode(straight)))
        #expect(try PNGDecoder().decode(bytes).bitmap == straight)
    }

    @Test(arguments: [(4, 2, 15), (4, 3, 16), (0, 2, 16)])
    func premultipliedPixelsOfTheWrongSizeAreRefused(width: Int, height: Int, bytesPerRow: Int) {
        let words = [UInt32](repeating: 0xFF00_0000, count: 8)
        #expect(throws: PNGError.unencodableSize(width: width, height: height)) {
            try words.withUnsafeBytes { pixels in
                try PNGEncoder.fast.encode(
                    premultipliedARGB32: pixels, width: width, height: height, bytesPerRow: bytesPerRow)
            }
        }
    }
}
