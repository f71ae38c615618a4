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

extension GentleRGBA {
    /// A gamma-encoded sRGB channel (clamped to 0…1) as linear light, IEC 61966-2-1.
    ///
    /// WCAG 2.2 uses the sRGB standard's 0.04045 knee; 2.0 printed 0.03928, which no 8-bit value
    /// falls between, so both give identical results for hex colours.
    package static func linearChannel(_ channel: Double) -> Double {
        let value = unitInterval(channel)
        return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
    }

    /// Linear light (clamped to 0…1) as a gamma-encoded sRGB channel, the inverse of `linearChannel`.
    package static func encodedChannel(_ linear: Double) -> Double {
        let value = unitInterval(linear)
        return value <= 0.0031308 ? value * 12.92 : 1.055 * pow(value, 1 / 2.4) - 0.055
    }
}
