import GentleColor
import GentleFiles
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A hex colour string read with the package's rules (`Color(gentleHex:)`).
///
/// Trimmed, one optional leading `#`, case-insensitive; 6 digits are `RRGGBB`, 8 digits
/// `RRGGBBAA` (alpha last); any other length is opaque black. Like `Scanner.scanHexInt64`,
/// the digits are read up to the first non-hex character (after an optional `0x`), while the
/// length test counts the whole string, so `12GG34` reads as `#000012`, not black.
public struct GentleHexColor: Sendable, Equatable {
    /// The string as written in the spec.
    public let text: String
    /// The colour the package draws for `text`.
    public let rgba: GentleRGBA
    /// Whether `text` is a proper `#RRGGBB` / `#RRGGBBAA`; false means the package falls back.
    public let isWellFormed: Bool

    /// Reads `text` with the package's rules.
    public init(_ text: String) {
        self.text = text
        var digits = Substring(Whitespace.trimmedWithNewlines(text))
        if digits.first == "#" { digits.removeFirst() }
        let length = digits.count
        let isHex = digits.allSatisfy(Self.isASCIIHexDigit)
        isWellFormed = isHex && (length == 6 || length == 8)
        guard length == 6 || length == 8, let value = Self.scannedValue(digits) else {
            rgba = .black
            return
        }
        rgba = length == 6 ? Self.rgb(value) : Self.rgba(value)
    }

    private static func rgb(_ value: UInt64) -> GentleRGBA {
        GentleRGBA(
            red8: UInt8(truncatingIfNeeded: value >> 16), green8: UInt8(truncatingIfNeeded: value >> 8),
            blue8: UInt8(truncatingIfNeeded: value))
    }

    private static func rgba(_ value: UInt64) -> GentleRGBA {
        GentleRGBA(
            red8: UInt8(truncatingIfNeeded: value >> 24), green8: UInt8(truncatingIfNeeded: value >> 16),
            blue8: UInt8(truncatingIfNeeded: value >> 8), alpha8: UInt8(truncatingIfNeeded: value))
    }

    // Mirrors Scanner.scanHexInt64: skipped leading whitespace, optional 0x/0X prefix, then hex
    // digits up to the first other character; nil when no digit was read (the scan fails and the
    // package draws black).
    private static func scannedValue(_ digits: Substring) -> UInt64? {
        var rest = digits.drop { $0.isWhitespace || $0.isNewline }
        if rest.hasPrefix("0x") || rest.hasPrefix("0X"), rest.dropFirst(2).first.map(isASCIIHexDigit) == true {
            rest = rest.dropFirst(2)
        }
        var value: UInt64 = 0
        var count = 0
        for character in rest {
            guard isASCIIHexDigit(character), let digit = character.hexDigitValue else { break }
            value = value &* 16 &+ UInt64(digit)
            count += 1
        }
        return count > 0 ? value : nil
    }

    private static func isASCIIHexDigit(_ character: Character) -> Bool {
        character.isASCII && character.isHexDigit
    }
}
