/// A rectangle in the pixels of one bitmap: columns `x ..< x + width`, rows `y ..< y + height`.
public struct PixelRect: Sendable, Hashable {
    /// Left column.
    public var x: Int
    /// Top row.
    public var y: Int
    /// Width in pixels.
    public var width: Int
    /// Height in pixels.
    public var height: Int

    /// A rectangle; negative sizes hold no pixel.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether the pixel at column `column`, row `row` lies inside.
    @inline(__always)
    public func contains(column: Int, row: Int) -> Bool {
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
