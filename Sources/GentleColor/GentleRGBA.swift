/// An sRGB colour with straight (not premultiplied) alpha; every component is in 0…1.
///
/// Components are gamma-encoded `Double` channel / 255, as the package's
/// `Color(red:green:blue:opacity:)` gets them. Out-of-range and NaN components are allowed in
/// the value and read through ``clamped`` wherever the colour is drawn or printed.
public struct GentleRGBA: Sendable, Hashable {
    /// Red, 0…1.
    public var red: Double
    /// Green, 0…1.
    public var green: Double
    /// Blue, 0…1.
    public var blue: Double
    /// Opacity, 0…1.
    public var alpha: Double

    /// Creates a colour from components in 0…1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Creates a colour from 8-bit channels.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(
            red: Double(red8) / 255, green: Double(green8) / 255,
            blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// A grey of the given level.
    public init(white: Double, alpha: Double = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// `0xRRGGBB` plus an alpha in 0…1.
    public init(hex: UInt32, alpha: Double = 1) {
        self.init(
            red8: UInt8(truncatingIfNeeded: hex >> 16), green8: UInt8(truncatingIfNeeded: hex >> 8),
            blue8: UInt8(truncatingIfNeeded: hex))
        self.alpha = alpha
    }

    /// Opaque black.
    public static let black = GentleRGBA(white: 0)
    /// Opaque white.
    public static let white = GentleRGBA(white: 1)
    /// Fully transparent.
    public static let clear = GentleRGBA(white: 0, alpha: 0)
}
