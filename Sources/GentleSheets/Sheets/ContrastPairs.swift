import GentleTheme
import GentleTokens

/// The text-on-ground pairs whose WCAG contrast the colours sheet reports (DESIGN.md §4).
enum ContrastPairs {
    /// The grounds each text role is checked on; roles not listed get no contrast line.
    static func grounds(for role: GentleColorRole) -> [GentleColorRole] {
        ContrastPair.grounds(for: role)
    }

    /// The contrast of `text` on `ground` in `colors` (`ContrastPair.ratio(in:)`).
    static func ratio(_ text: GentleColorRole, on ground: GentleColorRole, in colors: ResolvedColors) -> ContrastRatio {
        ContrastPair(text: text, ground: ground).ratio(in: colors)
    }

    /// The mark printed beside a ratio (`ContrastLevel.mark`).
    static func mark(_ level: ContrastLevel) -> String {
        level.mark
    }

    /// "12.63 AAA": the ratio of `text` on `ground` in `colors`, with its WCAG mark.
    static func value(_ text: GentleColorRole, on ground: GentleColorRole, in colors: ResolvedColors) -> String {
        ratio(text, on: ground, in: colors).graded
    }
}
