import Foundation
import Testing
import GentleImage

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

    @Test(arguments: ["grey-8-trns", "rgb-8-trns", "palette-8-trns"])
    func transparencyChunkBecomesAlpha(fixture: String) throws {
        let bitmap = try PNGDecoder().decode(FixtureFolder.bytes("\(fixture).png")).bitmap
        let alphas = stride(from: 3, to: bitmap.pixels.count, by: 4).map { bitmap.pixels[$0] }
        #expect(alphas.contains { $0 < 255 })
        #expect(alphas.contains(255) || fixture.hasPrefix("palette"))
    }
}
