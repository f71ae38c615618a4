import GentleTokens

/// A soft drop shadow cast by a shape in the element's frame; the shape itself is not drawn.
public struct ShadowPaint: Sendable, Hashable {
    /// The outline that casts the shadow.
    public var outline: ShapeOutline
    /// Shadow colour, its alpha already the final opacity.
    public var color: GentleRGBA
    /// SwiftUI's shadow radius; the blur's standard deviation is about half of it.
    public var radius: Double
    /// Horizontal offset in points.
    public var offsetX: Double
    /// Vertical offset in points, positive downwards.
    public var offsetY: Double

    /// Creates a shadow.
    public init(outline: ShapeOutline, color: GentleRGBA, radius: Double, offsetX: Double, offsetY: Double) {
        self.outline = outline
        self.color = color
        self.radius = max(0, radius)
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    /// How far the blur reaches beyond the offset shape: three standard deviations of σ = radius / 2.
    public var blurReach: Double { radius * 1.5 }

    /// The area the shadow can darken, for a caster in `frame`.
    public func inkBounds(for frame: LayoutRect) -> LayoutRect {
        frame.offsetBy(dx: offsetX, dy: offsetY).insetBy(dx: -blurReach, dy: -blurReach)
    }
}
