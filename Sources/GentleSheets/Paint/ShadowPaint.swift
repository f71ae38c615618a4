import GentleRaster
import GentleTheme
import GentleTokens

/// A soft drop shadow cast by a shape in the element's frame; the shape itself is not drawn.
package struct ShadowPaint: Sendable, Hashable {
    /// The outline that casts the shadow.
    package var outline: ShapeOutline
    /// Shadow colour, its alpha already the final opacity.
    package var color: GentleRGBA
    /// SwiftUI's shadow radius, which GentleRaster blurs with σ = radius.
    package var radius: Length
    /// Horizontal offset in points.
    package var offsetX: Double
    /// Vertical offset in points, positive downwards.
    package var offsetY: Double

    /// Creates a shadow.
    package init(outline: ShapeOutline, color: GentleRGBA, radius: Length, offsetX: Double, offsetY: Double) {
        self.outline = outline
        self.color = color
        self.radius = radius
        self.offsetX = offsetX
        self.offsetY = offsetY
    }

    /// How far the blur visibly reaches beyond the offset shape: two standard deviations, past
    /// which a shadow of opacity ≤ 1 changes a pixel by under 3 %.
    package var blurReach: Double { radius.points * 2 }

    /// The area the shadow can darken, for a caster in `frame`.
    package func inkBounds(for frame: Rect) -> Rect {
        frame.offsetBy(dx: offsetX, dy: offsetY).insetBy(dx: -blurReach, dy: -blurReach)
    }
}
