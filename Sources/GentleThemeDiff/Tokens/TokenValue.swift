import GentleFiles
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The unit a numeric token is measured in.
package enum TokenUnit: String, Sendable, Codable {
    /// Points.
    case points
    /// Seconds.
    case seconds
    /// A plain number: a scale, an opacity, a damping fraction.
    case none
}

/// One resolved token value, as the theme draws it.
package enum TokenValue: Sendable, Equatable {
    /// A colour, alpha included.
    case color(GentleRGBA)
    /// A number in a unit.
    case number(Double, TokenUnit)
    /// A name: an enum case, a role, a curve.
    case name(String)
    /// A yes/no setting.
    case flag(Bool)

    /// The value as the reports print it: `#4A6EF5`, `16 pt`, `0.45 s`, `semibold`, `true`.
    package var text: String {
        switch self {
        case .color(let color): color.hexString
        case .number(let value, .points): "\(Self.plain(value)) pt"
        case .number(let value, .seconds): "\(Self.plain(value)) s"
        case .number(let value, .none): Self.plain(value)
        case .name(let name): name
        case .flag(let flag): flag ? "true" : "false"
        }
    }

    /// The number, for a numeric value.
    package var number: Double? {
        if case .number(let value, _) = self { return value }
        return nil
    }

    /// The colour, for a colour value.
    package var color: GentleRGBA? {
        if case .color(let color) = self { return color }
        return nil
    }

    /// `17`, `0.5`, `-0.3`: at most four decimals, trailing zeros dropped, never locale-dependent.
    static func plain(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        var text = PrintfFormat.string("%.4f", value)
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }
}
