/// A raster image as straight-alpha RGBA, 8 bits per channel, rows top to bottom.
///
/// This is the one pixel format shared by the rasterizer, the PNG codec and the golden
/// comparison, so no stage has to guess about premultiplication or channel order.
public struct Bitmap: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height × 4` bytes: R, G, B, A for each pixel, row by row.
    public var pixels: [UInt8]

    /// Whether `pixels` still holds exactly `width × height × 4` bytes (a caller may have
    /// replaced it); encoders and comparisons refuse bitmaps where it does not.
    package var hasConsistentSize: Bool {
        width >= 0 && height >= 0 && pixels.count == width * height * 4
    }

    /// Wraps existing pixels; `nil` when the byte count does not match the size.
    public init?(width: Int, height: Int, pixels: [UInt8]) {
        guard width >= 0, height >= 0, pixels.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// A bitmap of one colour.
    public init(width: Int, height: Int, filledWith rgba: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)) {
        self.width = max(0, width)
        self.height = max(0, height)
        var pixels = [UInt8](repeating: 0, count: self.width * self.height * 4)
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            pixels[offset] = rgba.0
            pixels[offset + 1] = rgba.1
            pixels[offset + 2] = rgba.2
            pixels[offset + 3] = rgba.3
        }
        self.pixels = pixels
    }
}
