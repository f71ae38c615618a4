import GentleRaster
import GentleTokens

/// The outline of a filled, stroked, shadowed or clipped area, fitted to an element's frame.
package enum ShapeOutline: Sendable, Hashable {
    /// A sharp-cornered rectangle.
    case rectangle
    /// A rectangle with rounded corners; the radius is clamped to half the shorter side when drawn.
    case roundedRectangle(cornerRadius: Double, style: CornerStyle)
    /// Fully rounded ends, as SwiftUI's `Capsule`.
    case capsule
    /// A circle or ellipse filling the frame.
    case ellipse
}

/// A border drawn entirely inside its shape, as SwiftUI's `strokeBorder`.
package struct InsideStroke: Sendable, Hashable {
    /// Stroke colour.
    package var color: GentleRGBA
    /// Stroke width in points.
    package var width: Double

    /// Creates an inside stroke.
    package init(color: GentleRGBA, width: Double) {
        self.color = color
        self.width = max(0, width)
    }
}
