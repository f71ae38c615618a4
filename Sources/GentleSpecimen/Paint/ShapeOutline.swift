import GentleRaster
import GentleTokens

/// The outline of a filled, stroked, shadowed or clipped area, fitted to an element's frame.
public enum ShapeOutline: Sendable, Hashable {
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
public struct InsideStroke: Sendable, Hashable {
    /// Stroke colour.
    public var color: GentleRGBA
    /// Stroke width in points.
    public var width: Double

    /// Creates an inside stroke.
    public init(color: GentleRGBA, width: Double) {
        self.color = color
        self.width = max(0, width)
    }
}
