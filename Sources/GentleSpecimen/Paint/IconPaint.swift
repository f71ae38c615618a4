import GentleRaster
import GentleTokens

/// An icon drawn to fit the element's frame, centred, keeping its square aspect.
public struct IconPaint: Sendable, Hashable {
    /// Which icon.
    public var icon: Icon
    /// Ink colour.
    public var color: GentleRGBA

    /// Creates an icon paint.
    public init(icon: Icon, color: GentleRGBA) {
        self.icon = icon
        self.color = color
    }
}
