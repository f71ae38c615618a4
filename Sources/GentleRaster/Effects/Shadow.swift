import GentleColor

/// A drop shadow as SwiftUI's `.shadow(color:radius:x:y:)` describes it.
public struct Shadow: Sendable, Hashable {
    /// Shadow colour, alpha included.
    public var color: GentleRGBA
    /// SwiftUI's radius in points, taken as the Gaussian σ (as CALayer's `shadowRadius`).
    public var radius: Double
    /// Horizontal offset in points.
    public var x: Double
    /// Vertical offset in points, positive downwards.
    public var y: Double

    /// Creates a shadow; SwiftUI's default colour is black at 33 %.
    public init(color: GentleRGBA = GentleRGBA(white: 0, alpha: 0.33), radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
