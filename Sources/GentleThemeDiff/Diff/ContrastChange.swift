import GentleTheme
import GentleTokens

/// A WCAG contrast pair of the colours sheet whose ratio moved, in one scheme.
package struct ContrastChange: Sendable, Equatable {
    /// The text and ground roles.
    package let pair: ContrastPair
    /// The scheme the ratio was measured in.
    package let scheme: GentleColorScheme
    /// The old ratio.
    package let old: ContrastRatio
    /// The new ratio.
    package let new: ContrastRatio

    /// The grades the pair now meets and did not before, among AA and AAA for text.
    package var gained: [ContrastLevel] {
        Self.grades.filter { Self.rank(new.level) >= Self.rank($0) && Self.rank(old.level) < Self.rank($0) }
    }
    /// The grades the pair met and no longer does, among AA and AAA for text.
    package var lost: [ContrastLevel] {
        Self.grades.filter { Self.rank(old.level) >= Self.rank($0) && Self.rank(new.level) < Self.rank($0) }
    }

    /// The grades that gate body text.
    static let grades: [ContrastLevel] = [.aa, .aaa]

    // Levels are declared weakest first.
    private static func rank(_ level: ContrastLevel) -> Int {
        ContrastLevel.allCases.firstIndex(of: level) ?? 0
    }

    /// Every pair whose ratio, printed to two decimals, differs between `old` and `new`.
    static func changes(old: ResolvedColors, new: ResolvedColors) -> [ContrastChange] {
        ContrastPair.all.compactMap { pair in
            let before = pair.ratio(in: old)
            let after = pair.ratio(in: new)
            // Compared as printed, so that a change no report can show is not one.
            guard before.printedValue != after.printedValue else { return nil }
            return ContrastChange(pair: pair, scheme: old.scheme, old: before, new: after)
        }
    }
}
