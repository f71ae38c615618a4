import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension GentleRGBA {
    /// This colour drawn source-over on `backdrop`.
    ///
    /// Blending happens on the gamma-encoded channels because SwiftUI composites in
    /// non-linear sRGB by default (and so does Cairo on 8-bit surfaces).
    package func composited(over backdrop: GentleRGBA) -> GentleRGBA {
        let top = Self.unitInterval(alpha)
        let bottom = Self.unitInterval(backdrop.alpha)
        let outAlpha = top + bottom * (1 - top)
        guard outAlpha > 0 else { return GentleRGBA(red: 0, green: 0, blue: 0, alpha: 0) }
        func blend(_ upper: Double, _ lower: Double) -> Double {
            (Self.unitInterval(upper) * top + Self.unitInterval(lower) * bottom * (1 - top)) / outAlpha
        }
        return GentleRGBA(
            red: blend(red, backdrop.red), green: blend(green, backdrop.green),
            blue: blend(blue, backdrop.blue), alpha: outAlpha)
    }

    /// WCAG 2 relative luminance of the colour channels (alpha is not considered; composite first).
    package var relativeLuminance: Double {
        0.2126 * Self.linearChannel(red) + 0.7152 * Self.linearChannel(green) + 0.0722 * Self.linearChannel(blue)
    }
}
