/// A colour as straight (not premultiplied) sRGB components in 0…1.
public struct RGBA: Sendable, Hashable, Codable {
    /// Red, 0…1, gamma-encoded sRGB.
    public var red: Double
    /// Green, 0…1, gamma-encoded sRGB.
    public var green: Double
    /// Blue, 0…1, gamma-encoded sRGB.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a colour; components are clamped to 0…1 (NaN becomes 0) when drawn.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey of the given level.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `0xRRGGBB` plus an alpha.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red: Double(hex >> 16 & 0xFF) / 255, green: Double(hex >> 8 & 0xFF) / 255,
            blue: Double(hex & 0xFF) / 255, alpha: alpha)
    }

    /// The same colour with its alpha multiplied by `factor`.
    public func multiplyingAlpha(_ factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Opaque black.
    public static let black = RGBA(white: 0)
    /// Opaque white.
    public static let white = RGBA(white: 1)
    /// Fully transparent.
    public static let clear = RGBA(white: 0, alpha: 0)

    /// Components clamped to 0…1 with NaN as 0, ready for cairo.
    var clamped: (Double, Double, Double, Double) {
        func unit(_ value: Double) -> Double { value.isNaN ? 0 : min(max(value, 0), 1) }
        return (unit(red), unit(green), unit(blue), unit(alpha))
    }
}
