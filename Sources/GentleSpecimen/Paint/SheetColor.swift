/// A final sRGB colour with straight (not premultiplied) alpha, each channel in 0...1.
public struct SheetColor: Sendable, Hashable {
    /// Red, 0...1.
    public var red: Double
    /// Green, 0...1.
    public var green: Double
    /// Blue, 0...1.
    public var blue: Double
    /// Opacity, 0...1.
    public var alpha: Double

    /// Creates a colour; channels are clamped to 0...1 so a drawer never sees an impossible value.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.clamped(red)
        self.green = Self.clamped(green)
        self.blue = Self.clamped(blue)
        self.alpha = Self.clamped(alpha)
    }

    /// The same colour with its alpha multiplied by `factor`, as SwiftUI's `.opacity` does.
    public func multipliedAlpha(_ factor: Double) -> SheetColor {
        SheetColor(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Opaque black.
    public static let black = SheetColor(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = SheetColor(red: 1, green: 1, blue: 1)

    private static func clamped(_ value: Double) -> Double {
        value.isNaN ? 0 : min(1, max(0, value))
    }
}
