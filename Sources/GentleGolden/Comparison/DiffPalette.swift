/// pixelmatch's diff-image colours, as RGBA words in memory order.
enum DiffPalette {
    /// Opacity of the grey copy of the expected image under the marks.
    static let baseAlpha = 0.1
    /// Counted differences: red.
    static let difference = word(255, 0, 0)
    /// Anti-aliased pixels, shown but not counted: yellow.
    static let antiAliasing = word(255, 255, 0)

    /// An opaque pixel whose bytes in memory are R, G, B, 255 on any byte order.
    static func word(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> UInt32 {
        (UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000).littleEndian
    }
}
