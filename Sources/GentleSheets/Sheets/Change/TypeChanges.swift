import GentleTheme
import GentleThemeDiff
import GentleTokens

/// The typography section of the change sheet: each changed text role set in its old style and
/// in its new one, side by side, under the fields that changed.
enum TypeChanges {
    /// The sample both styles set; long enough to wrap once in a column at the larger roles.
    static let sample = "Sphinx of black quartz, judge my vow"

    /// The section body, or nil when no text role changed.
    static func block(_ context: ChangeSheetContext) throws -> LayoutBlock? {
        let changes = context.changes(in: .typography)
        guard !changes.isEmpty else { return nil }
        let page = context.page
        let rows = try ChangeSheetContext.owners(changes).compactMap { owner -> LayoutBlock? in
            guard let role = GentleTextRole(rawValue: owner) else { return nil }
            let mine = changes.filter { $0.owner == owner }
            return try row(role, changes: mine, context: context)
        }
        return ChangeSheet.divided(rows, page: page)
    }

    /// The role's heading over its two samples.
    static func row(_ role: GentleTextRole, changes: [GentleThemeDiff.TokenChange], context: ChangeSheetContext) throws
        -> LayoutBlock
    {
        let page = context.page
        let width = page.metrics.columnWidth(count: 2)
        let path = "typography.\(role.rawValue)"
        let meaning = changes.flatMap(\.meaning)
        let sides = try [("Before", context.before, "before"), ("After", context.after, "after")].map {
            side, sheet, tag in
            let text = try page.label(sample, sheet.style(role), width: width, region: "\(path).\(tag)")
            return try ChangeSheet.sideLabel(side, over: text, page: page).withWidth(width)
        }
        return .vertical(
            [
                try ChangeSheet.heading(path, changes: changes, page: page, extra: meaning),
                .horizontal(sides, spacing: page.metrics.gutter),
            ], spacing: page.metrics.spacing.s)
    }
}
