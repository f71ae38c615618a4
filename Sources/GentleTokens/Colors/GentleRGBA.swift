/// An sRGB colour with straight (not premultiplied) alpha; every component is in 0…1.
///
/// Components are `Double` channel / 255, as the package's `Color(red:green:blue:opacity:)` gets them.
public struct GentleRGBA: Sendable, Equatable, Hashable {
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

    /// Opaque black: what the package draws for any hex it cannot read.
    public static let opaqueBlack = GentleRGBA(red: 0, green: 0, blue: 0, alpha: 1)
}
