import GentleTheme
import GentleTokens

/// The text-on-ground pairs whose WCAG contrast the colours sheet reports (DESIGN.md §4).
enum ContrastPairs {
    /// The grounds each text role is checked on; roles not listed get no contrast line.
    static func grounds(for role: GentleColorRole) -> [GentleColorRole] {
        switch role {
        case .textPrimary, .textSecondary, .textTertiary, .textOnOverlay, .textOnOverlaySecondary:
            [.background, .surfaceBase]
        case .textOnPrimaryCTA: [.primaryCTA, .destructive]
        case .textOnDestructive: [.destructive]
        case .textOnScrim, .textOnScrimSecondary: [.surfaceScrim]
        default: []
        }
    }

    /// The contrast of `text` on `ground` in `colors`; a translucent ground (the scrim) is
    /// composited over the scheme's page background first.
    static func ratio(_ text: GentleColorRole, on ground: GentleColorRole, in colors: ResolvedColors) -> ContrastRatio {
        ContrastRatio(foreground: colors[text], background: colors[ground], backdrop: colors[.background])
    }

    /// The mark printed beside a ratio.
    static func mark(_ level: ContrastLevel) -> String {
        switch level {
        case .aaa: "AAA"
        case .aa: "AA"
        case .aaLargeText: "AA Large"
        case .fail: "Fail"
        }
    }

    /// "12.63 AAA": the ratio of `text` on `ground` in `colors`, with its WCAG mark.
    static func value(_ text: GentleColorRole, on ground: GentleColorRole, in colors: ResolvedColors) -> String {
        let ratio = ratio(text, on: ground, in: colors)
        return "\(NumberText.fixed(ratio.value, digits: 2)) \(mark(ratio.level))"
    }
}
