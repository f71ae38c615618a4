/// A gamma-encoded sRGB colour with straight (not premultiplied) alpha, every channel 0…1.
public struct RGBAColor: Sendable, Equatable, Hashable {
    /// Red, 0…1.
    public let red: Double
    /// Green, 0…1.
    public let green: Double
    /// Blue, 0…1.
    public let blue: Double
    /// Opacity, 0…1.
    public let alpha: Double

    /// Opaque black, SwiftUI's `Color.primary` in light mode.
    public static let black = RGBAColor(red: 0, green: 0, blue: 0)
    /// Opaque white, SwiftUI's `Color.primary` in dark mode.
    public static let white = RGBAColor(red: 1, green: 1, blue: 1)
    /// Fully transparent black.
    public static let clear = RGBAColor(red: 0, green: 0, blue: 0, alpha: 0)

    /// A colour from channels, each clamped to 0…1 (NaN becomes 0).
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = Self.unit(red)
        self.green = Self.unit(green)
        self.blue = Self.unit(blue)
        self.alpha = Self.unit(alpha)
    }

    /// A colour from 8-bit channels.
    public init(red8: UInt8, green8: UInt8, blue8: UInt8, alpha8: UInt8 = 255) {
        self.init(red: Double(red8) / 255, green: Double(green8) / 255,
                  blue: Double(blue8) / 255, alpha: Double(alpha8) / 255)
    }

    /// This colour with its alpha multiplied by `opacity`, as SwiftUI's `.opacity(_:)` does.
    public func multiplyingAlpha(by opacity: Double) -> RGBAColor {
        RGBAColor(red: red, green: green, blue: blue, alpha: alpha * opacity)
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; uppercase, each channel rounded to 8 bits.
    public var hexString: String {
        let channels = alpha8 == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { Self.hexByte(Self.byte($0)) }.joined()
    }

    private var alpha8: UInt8 { Self.byte(alpha) }

    private static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    private static func byte(_ unit: Double) -> UInt8 {
        UInt8((unit * 255).rounded())
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
