extension PixelRect {
    /// Whether the pixel at (`x`, `y`) lies inside.
    @inline(__always)
    func contains(x column: Int, y row: Int) -> Bool {
        column >= x && column < x + width && row >= y && row < y + height
    }
}

/// Where a design token was drawn on a bitmap, e.g. `colors.primaryCTA` at a swatch's rectangle.
/// A token may own several regions.
public struct TokenRegion: Sendable, Hashable {
    /// The token's name, e.g. `typography.title_xl` or `buttons.primary.frame3`.
    public var token: String
    /// The rectangle, in pixels of the bitmap the region belongs to.
    public var rect: PixelRect

    /// A region.
    public init(token: String, rect: PixelRect) {
        self.token = token
        self.rect = rect
    }
}
