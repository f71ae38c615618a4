import GentleRaster
import GentleTheme
import GentleThemeDiff
import GentleTokens

/// What the change sheet is computed from: the diff, both themes resolved for one scheme, and
/// the measurer. The page itself is drawn in the new theme's colours and label styles.
package struct ChangeSheetContext: Sendable {
    /// The semantic diff of the two themes.
    package let diff: ThemeDiff
    /// The old theme, resolved for the scheme.
    package let before: SheetContext
    /// The new theme, resolved for the scheme; the page's own voice.
    package let after: SheetContext

    /// Resolves both sides of `diff` for `scheme` at the diff's size category.
    package init(diff: ThemeDiff, scheme: GentleColorScheme, measurer: any TextMeasuring) {
        self.diff = diff
        before = SheetContext(
            spec: diff.old.spec, themeName: diff.old.name, scheme: scheme, sizeCategory: diff.sizeCategory,
            measurer: measurer)
        after = SheetContext(
            spec: diff.new.spec, themeName: diff.new.name, scheme: scheme, sizeCategory: diff.sizeCategory,
            measurer: measurer)
    }

    /// The scheme the page shows.
    package var scheme: GentleColorScheme { after.theme.scheme }

    /// The page composer, in the new theme's voice.
    var page: SheetPage { after.page }

    /// The changes of `group` that show in this scheme: a colour (or a border colour) changed
    /// in the other scheme is left to the other page.
    func changes(in group: TokenGroup) -> [GentleThemeDiff.TokenChange] {
        let other = scheme == .dark ? "light" : "dark"
        return diff.changes(in: group).filter { !$0.path.hasSuffix(".\(other)") }
    }

    /// The owners (roles, slots) of `changes`, each once, in order.
    static func owners(_ changes: [GentleThemeDiff.TokenChange]) -> [String] {
        var seen = Set<String>()
        return changes.map(\.owner).filter { seen.insert($0).inserted }
    }

    /// "weight bold → semibold · pointSize 28 → 30 pt": the fields of `owner` that changed.
    static func fieldSummary(_ changes: [GentleThemeDiff.TokenChange], prefix: String) -> String {
        DetailLine.joined(
            changes.map { change in
                let field =
                    change.path.hasPrefix(prefix + ".") ? String(change.path.dropFirst(prefix.count + 1)) : change.path
                switch change.kind {
                case .changed: return "\(field) \(change.old?.text ?? "") → \(change.new?.text ?? "")"
                case .added: return "\(field) added \(change.new?.text ?? "")"
                case .removed: return "\(field) removed"
                }
            })
    }
}
