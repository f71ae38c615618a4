/// Where a design token was drawn on a bitmap, e.g. `colors.primaryCTA` at a swatch's rectangle.
/// A token may own several regions.
public struct TokenRegion: Sendable, Hashable, Codable {
    /// The token's name, e.g. `typography.title_xl` or `buttons.primary.frame3`.
    public var token: String
    /// The rectangle, in pixels of the bitmap the region belongs to.
    public var rect: PixelRect

    /// A region.
    public init(token: String, rect: PixelRect) {
        self.token = token
        self.rect = rect
    }

    // Written flat, as `{"name", "x", "y", "width", "height"}`, the shape of `--regions` files.
    private enum CodingKeys: String, CodingKey {
        case name, x, y, width, height
    }

    /// Reads a region written by `encode(to:)`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        token = try container.decode(String.self, forKey: .name)
        rect = PixelRect(
            x: try container.decode(Int.self, forKey: .x), y: try container.decode(Int.self, forKey: .y),
            width: try container.decode(Int.self, forKey: .width),
            height: try container.decode(Int.self, forKey: .height))
    }

    /// Writes the token's name and the rectangle's four numbers.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(token, forKey: .name)
        try container.encode(rect.x, forKey: .x)
        try container.encode(rect.y, forKey: .y)
        try container.encode(rect.width, forKey: .width)
        try container.encode(rect.height, forKey: .height)
    }
}
