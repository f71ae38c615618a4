import GentleFiles
import GentleTokens

/// The WCAG 2 contrast ratio of text on a background, from 1 (none) to 21 (black on white).
package struct ContrastRatio: Sendable, Equatable, Comparable {
    /// (L1 + 0.05) / (L2 + 0.05) with L1 the lighter relative luminance.
    package let value: Double

    /// The contrast of `foreground` drawn on `background`, which sits on `backdrop`.
    ///
    /// Semi-transparent colours are composited first: the background over the backdrop, then
    /// the foreground over that result. The backdrop is taken as opaque (its alpha is ignored)
    /// because WCAG defines luminance only for opaque colours.
    package init(
        foreground: GentleRGBA, background: GentleRGBA,
        backdrop: GentleRGBA = GentleRGBA(red: 1, green: 1, blue: 1)
    ) {
        let opaqueBackdrop = GentleRGBA(red: backdrop.red, green: backdrop.green, blue: backdrop.blue, alpha: 1)
        let ground = background.composited(over: opaqueBackdrop)
        let text = foreground.composited(over: ground)
        let lighter = max(text.relativeLuminance, ground.relativeLuminance)
        let darker = min(text.relativeLuminance, ground.relativeLuminance)
        value = (lighter + 0.05) / (darker + 0.05)
    }

    /// The ratio as every report, sheet and page prints it: cut (not rounded) to two decimals,
    /// so 4.4986 is 4.49 and a ratio just under a threshold never reads as meeting it.
    package var printedValue: Double {
        value.isFinite ? (value * 100).rounded(.down) / 100 : value
    }

    /// `printedValue` with both decimals: `3.75`, `21.00`.
    package var printed: String {
        value.isFinite ? PrintfFormat.string("%.2f", printedValue) : "–"
    }

    /// The printed ratio and its WCAG mark: `3.75 AA Large`.
    package var graded: String { "\(printed) \(level.mark)" }

    /// The highest WCAG 2 success level this ratio meets for text.
    package var level: ContrastLevel {
        switch value {
        case 7...: .aaa
        case 4.5...: .aa
        case 3...: .aaLargeText
        default: .fail
        }
    }

    /// Orders ratios by value.
    package static func < (lhs: ContrastRatio, rhs: ContrastRatio) -> Bool { lhs.value < rhs.value }
}

/// WCAG 2 text contrast levels (success criteria 1.4.3 and 1.4.6), weakest first.
package enum ContrastLevel: String, Sendable, Codable, CaseIterable {
    /// Below 3:1.
    case fail
    /// At least 3:1: AA for large text only.
    case aaLargeText
    /// At least 4.5:1: AA for all text, AAA for large text.
    case aa
    /// At least 7:1: AAA for all text.
    case aaa
}
