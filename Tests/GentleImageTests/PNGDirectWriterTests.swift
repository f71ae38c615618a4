import Foundation
import GentleImage
import Testing

/// The writer for unfiltered rows (zlib and igzip, without libpng): its vectorised RGB packing
/// at every width around the 4-pixel block, the restart as RGBA at a translucent pixel
/// anywhere, and libpng's exact bytes.
@Suite struct PNGDirectWriterTests {
    static let encoders: [(name: String, encoder: PNGEncoder)] = [
        ("fast", .fast), ("compact", .compact), ("zlib 2", PNGEncoder(compressionLevel: 2, memoryLevel: 6)),
        ("igzip 1", PNGEncoder(deflater: .igzip, compressionLevel: 1)),
    ]

    // Widths below, at and past the vector loop's 6-pixel minimum and its 4-pixel steps.
    @Test(arguments: encoders, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 13, 64, 67])
    func everyWidthAndTranslucentPixelRoundTrips(encoder: (name: String, encoder: PNGEncoder), width: Int) throws {
        let height = 3
        let opaque = PNGRoundTripTests.gradient(width: width, height: height, opaque: true)
        // nil: all opaque; otherwise one translucent pixel at that x in the last row.
        for translucentAt in [nil] + Array(0..<width) {
            var pixels = opaque.pixels
            if let x = translucentAt { pixels[((height - 1) * width + x) * 4 + 3] = 128 }
            let bitmap = try #require(Bitmap(width: width, height: height, pixels: pixels))
            let words = PNGEncoderPresetTests.premultipliedWords(bitmap)
            let straight = try #require(
                PNGEncoderPresetTests.unpremultiplied(words, width: width, height: height))
            let bytes = try words.withUnsafeBytes { pixels in
                try encoder.encoder.encode(
                    premultipliedARGB32: pixels, width: width, height: height, bytesPerRow: width * 4)
            }
            #expect(
                try PNGDecoder().decode(bytes).bitmap == straight, "translucent at \(String(describing: translucentAt))"
            )
            #expect(bytes[25] == (translucentAt == nil ? 2 : 6))
            #expect(try encoder.encoder.encode(straight) == bytes)
        }
    }

    /// libpng's own writer is the oracle: unfiltered, at every zlib level and memLevel the tool
    /// uses, with short and long (compressed) text in both encodings, the bytes are its bytes.
    @Test(arguments: [(2, 6), (6, 8), (9, 8)], [true, false])
    func bytesAreLibPNGsBytes(settings: (level: Int, memory: Int), opaque: Bool) throws {
        let bitmap = PNGRoundTripTests.gradient(width: 67, height: 29, opaque: opaque)
        let text = [
            PNGTextEntry(key: "Fingerprint", value: "cairo 1.18.0"),
            PNGTextEntry(key: "Theme", value: "Élégant — 紫"),
            PNGTextEntry(key: "Tokens", value: String(repeating: "surfaces.card 0 0 64 64\n", count: 80)),
            PNGTextEntry(key: "Notes", value: String(repeating: "Über ", count: 300)),
        ]
        let ours = try PNGEncoder(compressionLevel: settings.level, memoryLevel: settings.memory)
            .encode(bitmap, text: text)
        let libpng = try LibPNGWriter(compressionLevel: settings.level, memoryLevel: settings.memory)
            .encode(bitmap, text: text)
        #expect(ours == libpng)
    }

    /// The committed goldens were written by libpng (zlib level 9 as `GoldenStore` writes them,
    /// no filter, 8 KB IDAT chunks, the token list as zTXt); the direct writer gives their bytes
    /// again from their pixels and text.
    @Test(arguments: ["gentle-default/colors-dark.png", "compact-mint/layout-light.png", "gallery-light.png"])
    func goldensAreRewrittenByteForByte(golden: String) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Goldens/\(golden)")
        let bytes = try [UInt8](Data(contentsOf: url))
        let image = try PNGDecoder().decode(bytes)
        #expect(try PNGEncoder(compressionLevel: 9).encode(image.bitmap, text: image.text) == bytes)
    }
}
