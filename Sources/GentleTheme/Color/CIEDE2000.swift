import Foundation
import GentleTokens

/// The CIEDE2000 colour difference (ΔE00, CIE 142-2001), after Sharma, Wu & Dalal 2005: how far
/// apart two colours look, about 1 at a just-noticeable difference.
public enum CIEDE2000 {
    /// A CIELAB colour under the D65 white point (L* 0…100).
    public struct Lab: Sendable, Hashable {
        /// Lightness L*, 0 (black) … 100 (white).
        public var lightness: Double
        /// a*, green (negative) to red (positive).
        public var a: Double
        /// b*, blue (negative) to yellow (positive).
        public var b: Double

        /// Creates a CIELAB colour.
        public init(lightness: Double, a: Double, b: Double) {
            self.lightness = lightness
            self.a = a
            self.b = b
        }

        /// The colour's sRGB channels (alpha ignored) through linear RGB and XYZ, under D65.
        public init(_ color: GentleRGBA) {
            let red = GentleRGBA.linearChannel(color.red)
            let green = GentleRGBA.linearChannel(color.green)
            let blue = GentleRGBA.linearChannel(color.blue)
            // IEC 61966-2-1 sRGB to XYZ, each row divided by the D65 white (0.95047, 1, 1.08883).
            let x = (0.4124564 * red + 0.3575761 * green + 0.1804375 * blue) / 0.95047
            let y = 0.2126729 * red + 0.7151522 * green + 0.0721750 * blue
            let z = (0.0193339 * red + 0.1191920 * green + 0.9503041 * blue) / 1.08883
            let (fx, fy, fz) = (Self.f(x), Self.f(y), Self.f(z))
            self.init(lightness: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
        }

        private static func f(_ t: Double) -> Double {
            let epsilon = 216.0 / 24389
            let kappa = 24389.0 / 27
            return t > epsilon ? cbrt(t) : (kappa * t + 16) / 116
        }
    }

    /// ΔE00 between two sRGB colours (alpha ignored: composite translucent colours first).
    public static func difference(_ a: GentleRGBA, _ b: GentleRGBA) -> Double {
        difference(Lab(a), Lab(b))
    }

    /// ΔE00 between two CIELAB colours, with the parametric factors kL = kC = kH = 1.
    public static func difference(_ first: Lab, _ second: Lab) -> Double {
        let chromaMean = (hypot(first.a, first.b) + hypot(second.a, second.b)) / 2
        let mean7 = pow(chromaMean, 7)
        let g = 0.5 * (1 - (mean7 / (mean7 + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * first.a
        let a2 = (1 + g) * second.a
        let c1 = hypot(a1, first.b)
        let c2 = hypot(a2, second.b)
        let h1 = hueDegrees(first.b, a1)
        let h2 = hueDegrees(second.b, a2)

        let deltaL = second.lightness - first.lightness
        let deltaC = c2 - c1
        var deltaHue = 0.0
        if c1 * c2 != 0 {
            deltaHue = h2 - h1
            if deltaHue > 180 { deltaHue -= 360 } else if deltaHue < -180 { deltaHue += 360 }
        }
        let deltaH = 2 * (c1 * c2).squareRoot() * sin(radians(deltaHue / 2))

        let meanL = (first.lightness + second.lightness) / 2
        let meanC = (c1 + c2) / 2
        let meanH = meanHue(h1, h2, bothChromatic: c1 * c2 != 0)
        let t = 1 - 0.17 * cos(radians(meanH - 30)) + 0.24 * cos(radians(2 * meanH))
            + 0.32 * cos(radians(3 * meanH + 6)) - 0.20 * cos(radians(4 * meanH - 63))
        let lightnessOffset = pow(meanL - 50, 2)
        let sL = 1 + 0.015 * lightnessOffset / (20 + lightnessOffset).squareRoot()
        let sC = 1 + 0.045 * meanC
        let sH = 1 + 0.015 * meanC * t
        let meanC7 = pow(meanC, 7)
        let rotation = -2 * (meanC7 / (meanC7 + pow(25, 7))).squareRoot()
            * sin(radians(60 * exp(-pow((meanH - 275) / 25, 2))))
        let (l, c, h) = (deltaL / sL, deltaC / sC, deltaH / sH)
        return (l * l + c * c + h * h + rotation * c * h).squareRoot()
    }

    private static func hueDegrees(_ b: Double, _ a: Double) -> Double {
        guard a != 0 || b != 0 else { return 0 }
        let degrees = atan2(b, a) * 180 / .pi
        return degrees < 0 ? degrees + 360 : degrees
    }

    // Sharma et al.'s note 2: the mean hue of two colours whose hues lie more than 180° apart
    // is taken the short way round the circle; with one achromatic colour it is the sum.
    private static func meanHue(_ h1: Double, _ h2: Double, bothChromatic: Bool) -> Double {
        guard bothChromatic else { return h1 + h2 }
        if abs(h1 - h2) <= 180 { return (h1 + h2) / 2 }
        return h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2
    }

    private static func radians(_ degrees: Double) -> Double { degrees * .pi / 180 }
}
