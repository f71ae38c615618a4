import GentleColor

extension GentleRGBA {
    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque; uppercase, each channel clamped and rounded to 8 bits.
    package var hexString: String {
        let unit = clamped
        let bytes = [unit.red, unit.green, unit.blue, unit.alpha].map { UInt8(($0 * 255).rounded()) }
        return "#" + (bytes[3] == 255 ? bytes.dropLast() : bytes[...]).map(Self.hexByte).joined()
    }

    private static func hexByte(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }
}
