#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An approximation of iOS 26's `glassEffect(.regular)`: a light blur, a luma remap in Rec. 709
/// YCbCr with a chroma boost and a white fill in light mode (`materials-measured.md` §2), seen
/// through a lens at the edge that refracts the backdrop and catches a rim of light
/// (`GlassLens`; iOS publishes no numbers for either).
package struct LiquidGlass: Sendable, Hashable {
    /// Light or dark.
    package var appearance: Appearance

    /// Creates the glass face for a scheme.
    package init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// Blur σ in points: far less than a material's.
    package static let blur = 5.0

    /// The rim light: white at up to `opacity` where the lens's edge grazes the view; vector
    /// output, which has no lens, strokes it `width` points wide inside the edge instead.
    package var rim: (width: Double, opacity: Double) {
        appearance == .light ? (1, 0.55) : (1, 0.22)
    }

    /// One blurred sRGB colour (0…1 channels) as the glass face shows it, before the rim.
    package func apply(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
        let y = 0.2126 * red + 0.7152 * green + 0.0722 * blue
        let (white, black, saturation, fill): (Double, Double, Double, Double)
        let luma: Double
        switch appearance {
        case .light:
            (white, black, saturation, fill) = (0.96, 0.40, 1.2, 0.2)
            luma = y
        case .dark:
            (white, black, saturation, fill) = (1.125, 0.08, 1.3, 0)
            // A soft knee that keeps dark tones and approaches the SDR maximum of 0.35.
            luma = Self.maximumDarkLuma * (1 - exp(-y / Self.maximumDarkLuma))
        }
        let mapped = black + (white - black) * luma
        func channel(_ value: Double) -> Double {
            let remapped = min(max(mapped + saturation * (value - y), 0), 1)
            return remapped * (1 - fill) + fill
        }
        return (channel(red), channel(green), channel(blue))
    }

    /// Where the dark face's luma compression levels off.
    static let maximumDarkLuma = 0.35
}
