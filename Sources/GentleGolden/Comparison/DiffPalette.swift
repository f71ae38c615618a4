/// pixelmatch's diff-image colours.
enum DiffPalette {
    /// Opacity of the grey copy of the expected image under the marks.
    static let baseAlpha = 0.1
    /// Counted differences.
    static let difference: (UInt8, UInt8, UInt8) = (255, 0, 0)
    /// Anti-aliased pixels, shown but not counted.
    static let antiAliasing: (UInt8, UInt8, UInt8) = (255, 255, 0)
}
