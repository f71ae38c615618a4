import GentleRaster
import GentleTokens

/// An icon drawn to fit the element's frame, centred, keeping its square aspect.
package struct IconPaint: Sendable, Hashable {
    /// Which icon.
    package var icon: Icon
    /// Ink colour.
    package var color: GentleRGBA

    /// Creates an icon paint.
    package init(icon: Icon, color: GentleRGBA) {
        self.icon = icon
        self.color = color
    }
}
