import GentleImage

/// Small translucent image pairs, each a function of (x, y) through a 32-bit hash. They are made
/// exactly as `Tests/Bench/translucent_cases.py` makes them (change both together), so that
/// `pixelmatch-agreement.sh` can count them with pixelmatch itself.
enum TranslucentPictures {
    typealias Pixel = (UInt8, UInt8, UInt8, UInt8)

    /// A pair by its name in `translucent_cases.py`, with the threshold it is compared at.
    static func pair(_ name: String) -> (expected: Bitmap, actual: Bitmap, threshold: Double) {
        switch name {
        case "tint-vs-its-white-composite":
            let tint: Pixel = (30, 90, 160, 140)
            let composite: Pixel = (overWhite(30, 140), overWhite(90, 140), overWhite(160, 140), 255)
            return (image(9, 7) { _, _ in tint }, image(9, 7) { _, _ in composite }, 0.1)
        case "clear-vs-white":
            return (
                image(8, 6) { x, y in (UInt8(mix(x, y, 3) & 0xFF), 7, 99, 0) },
                image(8, 6) { _, _ in (255, 255, 255, 255) },
                0.1
            )
        case "grey-alpha-step":
            return (image(7, 5) { _, _ in (128, 128, 128, 96) }, image(7, 5) { _, _ in (128, 128, 128, 128) }, 0.05)
        case "translucent-edge-moves":
            return (image(16, 10) { x, _ in band(x, 60) }, image(16, 10) { x, _ in band(x, 170) }, 0.1)
        case "translucent-soft-blocks":
            return (image(20, 14) { softBlocks($0, $1, 2) }, image(20, 14) { softBlocks($0, $1, 4) }, 0.1)
        case "translucent-noise":
            return (image(23, 17) { noise($0, $1, false) }, image(23, 17) { changedNoise($0, $1, false) }, 0.1)
        case "opaque-noise":
            return (image(23, 17) { noise($0, $1, true) }, image(23, 17) { changedNoise($0, $1, true) }, 0.1)
        default:
            preconditionFailure("no translucent case \(name)")
        }
    }

    private static let alphas: [UInt8] = [0, 64, 128, 200, 255]

    /// murmur3's finaliser on a linear mix of the pixel's place and a seed.
    static func mix(_ x: Int, _ y: Int, _ seed: UInt32) -> UInt32 {
        var h = (UInt32(x) &* 0x9E37_79B1) ^ (UInt32(y) &* 0x85EB_CA77) ^ (seed &* 0xC2B2_AE3D)
        h ^= h >> 16
        h = h &* 0x85EB_CA6B
        h ^= h >> 13
        h = h &* 0xC2B2_AE35
        h ^= h >> 16
        return h
    }

    private static func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> Pixel) -> Bitmap {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = pixel(x, y)
                bytes += [r, g, b, a]
            }
        }
        var bitmap = Bitmap(width: width, height: height)
        bitmap.pixels = bytes
        return bitmap
    }

    private static func overWhite(_ channel: Int, _ alpha: Int) -> UInt8 {
        UInt8((channel * alpha + 255 * (255 - alpha) + 127) / 255)
    }

    private static func noise(_ x: Int, _ y: Int, _ opaque: Bool) -> Pixel {
        let h = mix(x, y, 1)
        let alpha = opaque ? 255 : alphas[Int(h >> 24) % alphas.count]
        return (UInt8(h & 0xFF), UInt8((h >> 8) & 0xFF), UInt8((h >> 16) & 0xFF), alpha)
    }

    private static func changedNoise(_ x: Int, _ y: Int, _ opaque: Bool) -> Pixel {
        var (r, g, b, a) = noise(x, y, opaque)
        let h = mix(x, y, 2)
        if h % 3 == 0 && !opaque { a = alphas[Int(h >> 8) % alphas.count] }
        if h % 5 == 0 { (r, g, b) = (r &+ 40, g &+ 25, b &+ 60) }
        if h % 11 == 0 { (r, g, b) = (r &+ 3, g &+ 2, b) }
        return (r, g, b, a)
    }

    private static func band(_ x: Int, _ edgeAlpha: UInt8) -> Pixel {
        x < 6 ? (235, 225, 250, 200) : x == 6 ? (235, 225, 250, edgeAlpha) : (0, 0, 0, 0)
    }

    private static func blockColour(_ column: Int, _ row: Int) -> Pixel {
        let h = mix(column, row, 4)
        return (UInt8(h & 0xFF), UInt8((h >> 8) & 0xFF), UInt8((h >> 16) & 0xFF), alphas[1 + Int(h >> 24) % 4])
    }

    // Flat 5-px blocks whose last column is blended with the next block (weight of 6), as an
    // anti-aliased edge would be drawn.
    private static func softBlocks(_ x: Int, _ y: Int, _ weight: Int) -> Pixel {
        let here = blockColour(x / 5, y / 5)
        guard x % 5 == 4 else { return here }
        let there = blockColour(x / 5 + 1, y / 5)
        func blend(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) * (6 - weight) + Int(b) * weight + 3) / 6) }
        return (blend(here.0, there.0), blend(here.1, there.1), blend(here.2, there.2), blend(here.3, there.3))
    }
}
