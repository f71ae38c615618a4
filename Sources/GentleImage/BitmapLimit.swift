/// The largest bitmap this tool draws, decodes as a golden or compares pixel by pixel: cairo's
/// largest image side and 100 megapixels (400 MB of RGBA). `CanvasLimit` bounds drawing with
/// these numbers, so a golden beyond them is larger than any canvas the tool can draw.
package enum BitmapLimit {
    /// Largest pixel side cairo's image surfaces allow.
    package static let maximumSide = 32767

    /// Largest pixel count: 100 megapixels, 400 MB of RGBA.
    package static let maximumPixelCount = 100_000_000

    /// Whether a `width` × `height` bitmap is non-empty and within both limits.
    package static func accepts(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maximumSide && height <= maximumSide
            && width * height <= maximumPixelCount
    }
}
