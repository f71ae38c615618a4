import GentleTokens

/// A text colour role on a ground colour role whose WCAG contrast matters (DESIGN.md §4): text
/// roles on `background` and `surfaceBase`, `textOnPrimaryCTA` on `primaryCTA` and on
/// `destructive`, `textOnDestructive` on `destructive`, scrim text on the scrim.
package struct ContrastPair: Sendable, Hashable {
    /// The text colour role.
    package let text: GentleColorRole
    /// The colour role the text sits on.
    package let ground: GentleColorRole

    /// The pair of `text` on `ground`.
    package init(text: GentleColorRole, ground: GentleColorRole) {
        self.text = text
        self.ground = ground
    }

    /// The grounds `role` is checked on; roles not listed get no contrast line.
    package static func grounds(for role: GentleColorRole) -> [GentleColorRole] {
        switch role {
        case .textPrimary, .textSecondary, .textTertiary, .textOnOverlay, .textOnOverlaySecondary:
            [.background, .surfaceBase]
        case .textOnPrimaryCTA: [.primaryCTA, .destructive]
        case .textOnDestructive: [.destructive]
        case .textOnScrim, .textOnScrimSecondary: [.surfaceScrim]
        default: []
        }
    }

    /// Every pair, text roles in `allCases` order, each with its grounds in order.
    package static let all: [ContrastPair] = GentleColorRole.allCases.flatMap { text in
        grounds(for: text).map { ContrastPair(text: text, ground: $0) }
    }

    /// The contrast of the pair in `colors`; a translucent ground (the scrim) is composited over
    /// the scheme's page background first.
    package func ratio(in colors: ResolvedColors) -> ContrastRatio {
        ContrastRatio(foreground: colors[text], background: colors[ground], backdrop: colors[.background])
    }
}

extension ContrastLevel {
    /// The mark printed beside a ratio: `AAA`, `AA`, `AA Large` or `Fail`.
    package var mark: String {
        switch self {
        case .aaa: "AAA"
        case .aa: "AA"
        case .aaLargeText: "AA Large"
        case .fail: "Fail"
        }
    }
}
