import GentleRaster
import GentleTheme
import GentleThemeDiff
import GentleTokens

/// The colour section of the change sheet: each changed role's chip before and after, ΔE, and
/// every contrast pair it takes part in whose ratio moved in this scheme.
enum ColorChanges {
    /// Height of a chip.
    static let chipHeight = 48.0

    /// The section body, or nil when no colour changed in this scheme.
    static func block(_ context: ChangeSheetContext) throws -> LayoutBlock? {
        let changes = context.changes(in: .colors)
        guard !changes.isEmpty else { return nil }
        let page = context.page
        let grid = try page.adaptiveGrid(maximumColumns: 2) { width in
            try changes.map { try card($0, context: context, width: width) }
        }
        return grid
    }

    /// One role: path, chips, values and contrast lines.
    static func card(_ change: GentleThemeDiff.TokenChange, context: ChangeSheetContext, width: Double) throws
        -> LayoutBlock
    {
        let page = context.page
        let spacing = page.metrics.spacing
        let chipWidth = max(0, (width - spacing.s) / 2)
        let edge = context.after.color(.borderSubtle)
        let role = GentleColorRole(rawValue: change.owner)
        let sides = [("Before", change.old, context.before, "before"), ("After", change.new, context.after, "after")]
        let chips = try sides.map { side, value, sheet, tag in
            // A missing role is drawn as what the package draws for it: Color.primary.
            let color = value?.color ?? role.map { sheet.color($0) } ?? .clear
            let chip = Swatch.block(
                color, size: Size(width: chipWidth, height: chipHeight), edge: edge,
                region: "colors.\(change.owner).\(tag)")
            let caption = value.map { "\(side) \($0.text)" } ?? "\(side): missing, drawn \(color.hexString)"
            return LayoutBlock.vertical(
                [chip, try page.label(caption, page.labels.caption, width: chipWidth)],
                spacing: page.metrics.labelSpacing
            ).withMinimumWidth(chipWidth)
        }
        let kind = change.kind == .changed ? [] : [change.kind.rawValue]
        let heading = try ChangeSheet.heading(change.path, changes: [], page: page, extra: kind + change.meaning)
        let contrast = try contrastLines(change, context: context, width: width)
        return .vertical(
            [heading, .horizontal(chips, spacing: spacing.s)] + contrast, spacing: spacing.s)
    }

    /// "textPrimary on background 12.6 AAA → 4.1 AA Large · AA lost", for the pairs with this role.
    static func contrastLines(_ change: GentleThemeDiff.TokenChange, context: ChangeSheetContext, width: Double) throws
        -> [LayoutBlock]
    {
        let page = context.page
        let role = GentleColorRole(rawValue: change.owner)
        return try context.diff.contrast
            .filter { $0.scheme == context.scheme && ($0.pair.text == role || $0.pair.ground == role) }
            .map { moved in
                let line = DetailLine.joined(
                    [
                        "\(moved.pair.text.rawValue) on \(moved.pair.ground.rawValue)",
                        "\(moved.old.graded) → \(moved.new.graded)",
                    ]
                        + DiffSummary.gradeFlags(moved))
                // A lost grade is set in the destructive colour so that it stands out of the list.
                let style =
                    moved.lost.isEmpty
                    ? page.labels.detail : page.labels.detail.colored(context.after.color(.destructive))
                return try page.label(line, style, width: width)
            }
    }
}
