import GentleTokens

extension GentleRGBA {
    /// The colour as SwiftUI's `.saturation(amount)` draws it: each gamma-encoded channel mixed
    /// towards the Rec. 709 luma of the colour, 0 grey, 1 unchanged (the feColorMatrix `saturate`
    /// matrix); alpha is kept.
    package func saturated(_ amount: Double) -> GentleRGBA {
        let s = amount.isFinite ? max(0, amount) : 1
        guard s != 1 else { return self }
        let (r, g, b) = (Self.unitInterval(red), Self.unitInterval(green), Self.unitInterval(blue))
        let luma = 0.2126 * r + 0.7152 * g + 0.0722 * b
        func mix(_ channel: Double) -> Double { Self.unitInterval(luma + (channel - luma) * s) }
        return GentleRGBA(red: mix(r), green: mix(g), blue: mix(b), alpha: alpha)
    }
}
