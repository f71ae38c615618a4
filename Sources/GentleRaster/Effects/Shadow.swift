import GentleColor

/// A drop shadow as SwiftUI's `.shadow(color:radius:x:y:)` describes it.
package struct Shadow: Sendable, Hashable {
    /// Shadow colour, alpha included.
    package var color: GentleRGBA
    /// SwiftUI's radius in points, taken as the Gaussian σ (as CALayer's `shadowRadius`).
    package var radius: Double
    /// Horizontal offset in points.
    package var x: Double
    /// Vertical offset in points, positive downwards.
    package var y: Double

    /// Creates a shadow; SwiftUI's default colour is black at 33 %.
    package init(color: GentleRGBA = GentleRGBA(white: 0, alpha: 0.33), radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
