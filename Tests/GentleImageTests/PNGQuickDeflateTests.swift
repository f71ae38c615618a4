import Testing

@testable import GentleImage

/// The package's own deflater (`PNGDeflater.quick`, behind `PNGEncoder.fast`): every image reads
/// back as its pixels through both readers (igzip's and libpng's, which inflates with zlib), and
/// the same pixels give the same bytes however often, on whichever thread, after whatever else.
@Suite struct PNGQuickDeflateTests {
    /// A pseudo-random byte sequence that is the same on every run.
    static func noise(count: Int, seed: UInt32) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    /// Panels of one colour, a repeated glyph-like pattern and noisy strips, like a sheet: long
    /// matches against the row above and the last distance, and literals between them.
    static func sheetLike(width: Int, height: Int, opaque: Bool) -> Bitmap {
        let speckle = noise(count: width * height, seed: 7)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBufferPointer { pixels in
            for y in 0..<height {
                for x in 0..<width {
                    let offset = (y * width + x) * 4
                    let panel = UInt8((x / 40 + y / 30) % 3)
                    if (x % 9 < 2 || y % 11 == 3) && y % 60 > 40 {
                        (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = (20, 20, 30)
                    } else if y % 97 < 4 {
                        (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = (speckle[y * width + x], 90, 200)
                    } else {
                        (pixels[offset], pixels[offset + 1], pixels[offset + 2]) = (60 * panel, 180, 255 - 50 * panel)
                    }
                    pixels[offset + 3] = opaque || x % 5 != 0 ? 255 : UInt8(x % 256)
                }
            }
        }
        return Bitmap(width: width, height: height, pixels: pixels) ?? Bitmap(width: 0, height: 0)
    }

    /// One colour with one other pixel a row, each a little further along: repeats of every
    /// length, so runs of whole 258-byte matches end at every offset into the next one.
    static func brokenRuns(width: Int, height: Int) -> Bitmap {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for index in 0..<width * height {
            let (x, y) = (index % width, index / width)
            let mark = x == (y * 37) % width
            (pixels[index * 4], pixels[index * 4 + 1], pixels[index * 4 + 2]) = mark ? (250, 10, 10) : (30, 60, 90)
            pixels[index * 4 + 3] = 255
        }
        return bitmap(width, height, pixels)
    }

    static func bitmap(_ width: Int, _ height: Int, _ pixels: [UInt8]) -> Bitmap {
        Bitmap(width: width, height: height, pixels: pixels) ?? Bitmap(width: 0, height: 0)
    }

    static let images: [(name: String, bitmap: Bitmap)] = [
        ("opaque gradient", PNGRoundTripTests.gradient(width: 53, height: 17, opaque: true)),
        ("translucent gradient", PNGRoundTripTests.gradient(width: 53, height: 17, opaque: false)),
        ("odd width", PNGRoundTripTests.gradient(width: 37, height: 5, opaque: true)),
        ("1x1", bitmap(1, 1, [12, 34, 56, 255])),
        ("1x1 transparent", bitmap(1, 1, [0, 0, 0, 0])),
        // Rows longer than the 32 KB window, so no match reaches the row above.
        ("very wide", sheetLike(width: 32_000, height: 3, opaque: true)),
        ("one colour", bitmap(300, 200, Array([[UInt8]](repeating: [40, 90, 200, 255], count: 300 * 200).joined()))),
        // One run over several strips of rows, each row longer than a full-length match.
        ("huge run", bitmap(3000, 120, Array([[UInt8]](repeating: [7, 7, 9, 255], count: 3000 * 120).joined()))),
        ("width 1", sheetLike(width: 1, height: 3000, opaque: true)),
        ("broken runs", brokenRuns(width: 700, height: 60)),
        (
            "opaque noise",
            bitmap(256, 256, noise(count: 256 * 256 * 4, seed: 1).enumerated().map { $0 % 4 == 3 ? 255 : $1 })
        ),
        ("translucent noise", bitmap(256, 256, noise(count: 256 * 256 * 4, seed: 2))),
        // Several strips, several Huffman blocks and a history carried between strips.
        ("opaque sheet", sheetLike(width: 400, height: 300, opaque: true)),
        ("translucent sheet", sheetLike(width: 333, height: 250, opaque: false)),
        // Bands of rows that repeat the row above across strips, a width that is no multiple of 16.
        ("repeated rows", repeatedRows(width: 1_021, height: 400)),
    ]

    /// Bands of identical rows, each band a stripe pattern shifted from the last: runs of whole
    /// rows against the row above that cross strips and end at every kind of offset.
    static func repeatedRows(width: Int, height: Int) -> Bitmap {
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for index in 0..<width * height {
            let (x, band) = (index % width, index / width / 23)
            let stripe = (x + band * 5) % 70 < 9
            (pixels[index * 4], pixels[index * 4 + 1], pixels[index * 4 + 2]) =
                stripe ? (UInt8(band % 256), 40, 40) : (200, 210, 220)
        }
        return bitmap(width, height, pixels)
    }

    /// FNV-1a over the encoded bytes: a short fingerprint of the whole stream.
    static func fingerprint(_ bytes: [UInt8]) -> UInt64 {
        bytes.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x0000_0100_0000_01b3 }
    }

    /// The bytes of each image before the search kept the deflater's fields in registers and
    /// measured long repeats 64 bytes a step: the same stream, token for token.
    static let recordedFingerprints: [String: UInt64] = [
        "1x1": 576_260_428_774_532_253,
        "1x1 transparent": 10_329_505_417_280_118_298,
        "broken runs": 5_353_333_990_489_444_321,
        "huge run": 10_058_633_064_153_781_087,
        "odd width": 18_019_120_568_999_614_214,
        "one colour": 15_608_438_430_432_499_591,
        "opaque gradient": 7_796_755_645_533_836_710,
        "opaque noise": 10_055_125_682_415_115_537,
        "opaque sheet": 14_326_644_869_254_611_366,
        "repeated rows": 2_226_687_790_223_859_036,
        "translucent gradient": 13_224_271_571_778_915_138,
        "translucent noise": 13_918_974_404_260_655_175,
        "translucent sheet": 3_317_447_850_418_661_997,
        "very wide": 14_179_955_843_836_707_108,
        "width 1": 15_488_741_482_958_692_521,
    ]

    // Tests take the images' names: Swift Testing describes each argument, and describing a
    // bitmap reflects over every byte.
    static let names = images.map(\.name)

    static func image(_ name: String) throws -> Bitmap {
        try #require(images.first { $0.name == name }?.bitmap)
    }

    @Test(arguments: names)
    func bothReadersGiveThePixelsBack(name: String) throws {
        let bitmap = try Self.image(name)
        let bytes = try PNGEncoder.fast.encode(bitmap)
        #expect(try PNGDecoder().decode(bytes).bitmap == bitmap)
        var libpng = PNGDecoder()
        libpng.usesFastReader = false
        #expect(try libpng.decode(bytes).bitmap == bitmap)
    }

    @Test(arguments: names)
    func theStreamIsTheOneRecorded(name: String) throws {
        let bytes = try PNGEncoder.fast.encode(try Self.image(name))
        #expect(Self.fingerprint(bytes) == Self.recordedFingerprints[name])
    }

    /// Each image's bytes again after every other image went through the encoder on this thread,
    /// in the other order.
    @Test func theSamePixelsGiveTheSameBytesAfterOtherImages() throws {
        let first = try Self.images.map { try PNGEncoder.fast.encode($0.bitmap) }
        let again = try Self.images.reversed().map { try PNGEncoder.fast.encode($0.bitmap) }
        #expect(first == Array(again.reversed()))
    }

    @Test(arguments: ["opaque sheet", "translucent sheet", "translucent noise"])
    func concurrentEncodesGiveTheSameBytes(name: String) async throws {
        let bitmap = try Self.image(name)
        let expected = try PNGEncoder.fast.encode(bitmap)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for task in 0..<8 {
                // Half the tasks encode another image first, so the thread's memory holds other rows.
                let other = Self.images[task % Self.images.count].bitmap
                group.addTask {
                    if task % 2 == 1 { _ = try PNGEncoder.fast.encode(other) }
                    return try PNGEncoder.fast.encode(bitmap)
                }
            }
            return try await group.reduce(into: [[UInt8]]()) { $0.append($1) }
        }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }

    /// On the sheets' kind of content it stays close to zlib level 2 with memLevel 6 (the
    /// preset it replaced), which the batch's bytes were measured against.
    @Test(arguments: ["opaque sheet", "translucent sheet"])
    func bytesStayNearZlibLevelTwo(name: String) throws {
        let bitmap = try Self.image(name)
        let quick = try PNGEncoder.fast.encode(bitmap).count
        let zlib = try PNGEncoder(compressionLevel: 2, memoryLevel: 6).encode(bitmap).count
        #expect(Double(quick) <= Double(zlib) * 1.15, "\(quick) against \(zlib)")
    }
}
