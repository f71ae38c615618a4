import Foundation

extension RGBAColor {
    /// This colour drawn source-over on `backdrop`.
    ///
    /// Blending happens on the gamma-encoded channels because SwiftUI composites in
    /// non-linear sRGB by default (and so does Cairo on 8-bit surfaces).
    public func composited(over backdrop: RGBAColor) -> RGBAColor {
        let outAlpha = alpha + backdrop.alpha * (1 - alpha)
        guard outAlpha > 0 else { return .clear }
        func blend(_ top: Double, _ bottom: Double) -> Double {
            (top * alpha + bottom * backdrop.alpha * (1 - alpha)) / outAlpha
        }
        return RGBAColor(red: blend(red, backdrop.red), green: blend(green, backdrop.green),
                         blue: blend(blue, backdrop.blue), alpha: outAlpha)
    }

    /// WCAG 2 relative luminance of the colour channels (alpha is not considered; composite first).
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    // WCAG 2.2 uses the sRGB standard's 0.04045 knee; 2.0 printed 0.03928, which no 8-bit value
    // falls between, so both give identical results.
    private static func linear(_ channel: Double) -> Double {
        channel <= 0.04045 ? channel / 12.92 : pow((channel + 0.055) / 1.055, 2.4)
    }
}
