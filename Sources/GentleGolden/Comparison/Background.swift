/// The colour a translucent pixel is composited on before it is measured.
///
/// pixelmatch ≤ 6 used white, so a translucent pixel matched the opaque colour it shows over white
/// (50 % black against opaque grey 127). pixelmatch 7 blends over a "checkerboard" of dark (48)
/// and light (207) levels chosen per pixel from the pixel's byte offset `k = 4 · (y · width + x)`
/// in the row-major image, not from `x` and `y` apart: green is light when `⌊k / φ⌋` is odd and
/// blue when `⌊k / φ²⌋` is odd (φ the golden ratio), so the pattern has no integer period and
/// neighbouring pixels meet different backgrounds. Red follows `k`'s parity, and `k` is always
/// even, so red is always dark. Both images' pixels at one place get the same background; the
/// anti-aliasing test blends a neighbour over the background of the centre pixel.
struct Background {
    let red: Double
    let green: Double
    let blue: Double

    /// pixelmatch ≤ 6's background, and pixelmatch 7's with `checkerboard: false`.
    static let white = Background(red: 255, green: 255, blue: 255)

    /// pixelmatch 7's background for the pixel at byte offset `k`.
    @inline(__always)
    static func at(_ k: Int) -> Background {
        let offset = Double(k)
        return Background(
            red: dark, green: Int(offset / goldenRatio) & 1 == 0 ? dark : light,
            blue: Int(offset / goldenRatioSquared) & 1 == 0 ? dark : light)
    }

    private static let dark = 48.0
    private static let light = 48.0 + 159.0
    // pixelmatch's literals for φ and φ².
    private static let goldenRatio = 1.618033988749895
    private static let goldenRatioSquared = 2.618033988749895
}
