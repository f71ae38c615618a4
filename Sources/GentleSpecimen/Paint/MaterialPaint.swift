import GentleTokens

/// A frosted panel: what is already drawn under the shape is blurred, then washed and tinted.
public struct MaterialPaint: Sendable, Hashable {
    /// The outline the material is clipped to.
    public var outline: ShapeOutline
    /// Blur radius applied to the backdrop, in points.
    public var backdropBlur: Double
    /// Wash laid over the blurred backdrop (white in light mode, black in dark).
    public var wash: GentleRGBA
    /// Tint laid over the wash, or nil for none.
    public var tint: GentleRGBA?

    /// Creates a material panel.
    public init(outline: ShapeOutline, backdropBlur: Double, wash: GentleRGBA, tint: GentleRGBA?) {
        self.outline = outline
        self.backdropBlur = max(0, backdropBlur)
        self.wash = wash
        self.tint = tint
    }
}
