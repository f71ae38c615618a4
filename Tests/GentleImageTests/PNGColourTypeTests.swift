import Foundation
import GentleImage
import Testing

@Suite struct PNGColourTypeTests {
    static let fixtures = [
        "grey-1", "grey-2", "grey-4", "grey-8", "grey-16", "grey-8-trns", "grey-16-trns",
        "grey-16-interlaced", "grey-alpha-8", "grey-alpha-16",
        "rgb-8", "rgb-16", "rgb-8-trns", "rgb-16-trns",
        "rgba-8", "rgba-16", "rgba-8-interlaced",
        "palette-1", "palette-2", "palette-4", "palette-8", "palette-8-trns", "palette-4-trns-interlaced",
    ]

    @Test(arguments: fixtures)
    func decodesToTheExpectedStraightRGBA(fixture: String) throws {
        let image = try PNGDecoder().decode(FixtureFolder.bytes("\(fixture).png"), source: fixture)
        let expected = try FixtureFolder.bytes("\(fixture).rgba")
        #expect(image.bitmap.width == 7)
        #expect(image.bitmap.height == 5)
        #expect(image.bitmap.pixels == expected)
    }

    @Test func sixteenBitSamplesAreRoundedNotTruncatedOrGammaEncoded() throws {
        let bitmap = try PNGDecoder().decode(FixtureFolder.bytes("rgba-16.png")).bitmap
        let expected = try FixtureFolder.bytes("rgba-16.rgba")
        // (0, 0) holds 16-bit samples 65535, 53, 106, 159: rounding v / 257 gives alpha 1 where
        // truncation (v >> 8) gives 0, and a linear→sRGB conversion would lift 53 well above 0.
        #expect(Array(bitmap.pixels[0..<4]) == [255, 0, 0, 1])
        #expect(bitmap.pixels == expected)
    }

    // Values from the generator: the tRNS grey sits at (2, 1); the tRNS colour at every (x + y) % 3 == 0;
    // palette entry i has alpha (97·i) mod 256 and pixel (x, y) uses entry (5x + 3y) mod 256.
    @Test(arguments: [
        (fixture: "grey-8-trns", x: 2, y: 1, alpha: UInt8(0)), ("grey-8-trns", 3, 1, 255),
        ("rgb-8-trns", 0, 0, 0), ("rgb-8-trns", 1, 0, 255),
        ("palette-8-trns", 1, 0, 229), ("palette-8-trns", 0, 1, 35),
    ])
    func transparencyChunkBecomesAlpha(fixture: String, x: Int, y: Int, alpha: UInt8) throws {
        let bitmap = try PNGDecoder().decode(FixtureFolder.bytes("\(fixture).png")).bitmap
        #expect(bitmap.pixels[(y * bitmap.width + x) * 4 + 3] == alpha)
    }
}
