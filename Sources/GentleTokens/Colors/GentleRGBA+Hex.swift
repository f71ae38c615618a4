extension GentleRGBA {
    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, channels rounded to 8 bits.
    public var hexDescription: String {
        let channels = [red, green, blue] + (alpha < 1 ? [alpha] : [])
        return "#"
            + channels.map { component in
                let byte = Int((min(max(component, 0), 1) * 255).rounded())
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
    }
}
