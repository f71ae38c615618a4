import GentleImage
import Testing

/// Damaged files must end in a `PNGError` or a correctly sized bitmap, never a crash.
@Suite struct PNGMutationTests {
    static let sources = ["rgba-8-interlaced.png", "palette-4-trns-interlaced.png", "grey-16-trns.png", "rgb-8.png"]

    /// A small deterministic generator (64-bit LCG), so every run damages the same bytes.
    struct Damage {
        var state: UInt64

        mutating func next(below bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    @Test(arguments: sources, 0..<40)
    func damagedBytesFailCleanly(source: String, seed: Int) throws {
        var bytes = try FixtureFolder.bytes(source)
        var damage = Damage(state: UInt64(seed + 1) * 0x9E37_79B9)
        for _ in 0..<(1 + seed % 4) {
            let offset = damage.next(below: bytes.count)
            bytes[offset] ^= UInt8(1 + damage.next(below: 255))
        }
        do {
            let bitmap = try PNGDecoder(pixelLimit: 10_000).decode(bytes, source: source).bitmap
            #expect(bitmap.pixels.count == bitmap.width * bitmap.height * 4)
        } catch {
            #expect(error is PNGError)
        }
    }
}
