import GentleTokens
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

/// A colour in CIE 1976 L*a*b* under the D65 white point, the space CIEDE2000 is defined on.
package struct CIELab: Sendable, Equatable {
    /// Lightness, 0 (black) … 100 (white).
    package var lightness: Double
    /// Green (negative) to red (positive).
    package var a: Double
    /// Blue (negative) to yellow (positive).
    package var b: Double

    /// A colour with the given coordinates.
    package init(lightness: Double, a: Double, b: Double) {
        self.lightness = lightness
        self.a = a
        self.b = b
    }

    /// The sRGB colour's coordinates; alpha is not considered and components are clamped to 0…1.
    package init(_ color: GentleRGBA) {
        let red = Self.linear(color.red)
        let green = Self.linear(color.green)
        let blue = Self.linear(color.blue)
        // sRGB (IEC 61966-2-1) to XYZ, then normalised by the D65 white (Y = 1).
        let x = (0.4124564 * red + 0.3575761 * green + 0.1804375 * blue) / 0.95047
        let y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
        let z = (0.0193339 * red + 0.1191920 * green + 0.9503041 * blue) / 1.08883
        let fx = Self.f(x)
        let fy = Self.f(y)
        let fz = Self.f(z)
        self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    private static func linear(_ channel: Double) -> Double {
        let value = GentleRGBA.unitInterval(channel)
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    private static func f(_ t: Double) -> Double {
        let epsilon = 216.0 / 24389.0
        let kappa = 24389.0 / 27.0
        return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
    }
}

/// The CIEDE2000 colour difference (ΔE00): about 1 is a just-noticeable difference, above 2
/// is visible at a glance.
///
/// Implemented after Sharma, Wu and Dalal, "The CIEDE2000 Color-Difference Formula:
/// Implementation Notes, Supplementary Test Data, and Mathematical Observations" (2005), with
/// kL = kC = kH = 1.
package enum CIEDE2000 {
    /// ΔE00 between two sRGB colours, converted to CIELAB under D65; alpha is not considered.
    package static func difference(_ a: GentleRGBA, _ b: GentleRGBA) -> Double {
        difference(CIELab(a), CIELab(b))
    }

    /// ΔE00 between two CIELAB colours.
    package static func difference(_ first: CIELab, _ second: CIELab) -> Double {
        let meanChroma = (hypot(first.a, first.b) + hypot(second.a, second.b)) / 2
        let g = 0.5 * (1 - (pow(meanChroma, 7) / (pow(meanChroma, 7) + pow(25, 7))).squareRoot())
        let one = Primed(first, g: g)
        let two = Primed(second, g: g)

        let deltaL = two.lightness - one.lightness
        let deltaC = two.chroma - one.chroma
        var deltaHue = 0.0
        if one.chroma * two.chroma != 0 {
            deltaHue = two.hue - one.hue
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (one.chroma * two.chroma).squareRoot() * sin(radians(deltaHue / 2))

        let meanL = (one.lightness + two.lightness) / 2
        let meanC = (one.chroma + two.chroma) / 2
        let meanHue = meanHue(one, two)
        let t =
            1 - 0.17 * cos(radians(meanHue - 30)) + 0.24 * cos(radians(2 * meanHue))
            + 0.32 * cos(radians(3 * meanHue + 6)) - 0.20 * cos(radians(4 * meanHue - 63))
        let lightOffset = (meanL - 50) * (meanL - 50)
        let sL = 1 + 0.015 * lightOffset / (20 + lightOffset).squareRoot()
        let sC = 1 + 0.045 * meanC
        let sH = 1 + 0.015 * meanC * t
        let rotation = 30 * exp(-pow((meanHue - 275) / 25, 2))
        let rC = 2 * (pow(meanC, 7) / (pow(meanC, 7) + pow(25, 7))).squareRoot()
        let rT = -sin(radians(2 * rotation)) * rC
        let l = deltaL / sL
        let c = deltaC / sC
        let h = deltaH / sH
        return (l * l + c * c + h * h + rT * c * h).squareRoot()
    }

    /// L′, C′ and h′ (degrees, 0…360) of one colour.
    private struct Primed {
        let lightness: Double
        let chroma: Double
        let hue: Double

        init(_ lab: CIELab, g: Double) {
            let a = (1 + g) * lab.a
            lightness = lab.lightness
            chroma = hypot(a, lab.b)
            if a == 0 && lab.b == 0 {
                hue = 0
            } else {
                let degrees = atan2(lab.b, a) * 180 / Double.pi
                hue = degrees < 0 ? degrees + 360 : degrees
            }
        }
    }

    // The mean hue h̄′, with the special cases for hues more than 180° apart and for a neutral.
    private static func meanHue(_ one: Primed, _ two: Primed) -> Double {
        let sum = one.hue + two.hue
        guard one.chroma * two.chroma != 0 else { return sum }
        guard abs(one.hue - two.hue) > 180 else { return sum / 2 }
        return sum < 360 ? (sum + 360) / 2 : (sum - 360) / 2
    }

    private static func radians(_ degrees: Double) -> Double { degrees * Double.pi / 180 }
}
