import GentleImage

/// The largest canvas this tool allocates. Every buffer drawing needs (the page surface, a
/// material's backdrop copy, a group's layer) is at most the canvas, and a shadow's mask has its
/// own cap (`ShadowMask.maximumPixelCount`), so bounding the canvas bounds a render's memory.
package enum CanvasLimit {
    /// Largest pixel side cairo's image surfaces allow.
    package static let maximumSide = BitmapLimit.maximumSide

    /// Largest pixel count of a canvas: 100 megapixels, 400 MB of ARGB32 before the PNG copy.
    /// The largest sheet of any preset, buttons at accessibilityExtraExtraExtraLarge and scale 3,
    /// is 2880 × 30390 px (87.5 megapixels); only themes at the value limits reach past it.
    package static let maximumPixelCount = BitmapLimit.maximumPixelCount

    /// Pixel size of a `size`-point canvas at `scale`, unrounded.
    package static func pixels(of size: Size, scale: PixelScale) -> (width: Double, height: Double) {
        (scale.exactPixels(of: size.width), scale.exactPixels(of: size.height))
    }

    /// Whether a `size`-point canvas at `scale` is finite, non-empty and within both limits.
    package static func accepts(_ size: Size, scale: PixelScale) -> Bool {
        let (width, height) = pixels(of: size, scale: scale)
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return false }
        return width <= Double(maximumSide) && height <= Double(maximumSide)
            && width.rounded(.up) * height.rounded(.up) <= Double(maximumPixelCount)
    }
}
