import GentleTokens

extension GentleRGBA {
    /// SwiftUI's `Color.primary`: black in light mode, white in dark mode.
    public static func primary(for scheme: GentleColorScheme) -> GentleRGBA {
        scheme == .dark ? GentleRGBA(red: 1, green: 1, blue: 1) : .opaqueBlack
    }

    /// This colour with its alpha multiplied by `opacity` (clamped to 0…1), as `.opacity(_:)` does.
    public func multiplyingAlpha(by opacity: Double) -> GentleRGBA {
        GentleRGBA(red: red, green: green, blue: blue, alpha: Self.unitInterval(alpha * opacity))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; uppercase, each channel rounded to 8 bits.
    public var hexString: String {
        let channels = Self.byte(alpha) == 255 ? [red, green, blue] : [red, green, blue, alpha]
        return "#" + channels.map { Self.hexByte(Self.byte($0)) }.joined()
    }

    static func unitInterval(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    private static func byte(_ component: Double) -> UInt8 {
        UInt8((unitInterval(component) * 255).rounded())
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
