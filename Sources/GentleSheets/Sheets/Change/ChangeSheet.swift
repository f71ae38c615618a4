import GentleRaster
import GentleTheme
import GentleThemeDiff
import GentleTokens

/// The change sheet: one page with a section per changed group — colour pairs before and after
/// with ΔE and contrast grades, type roles set in both styles, buttons at rest with their press
/// curves overlaid, surfaces over one backdrop, layout tokens as bars — each labelled with the
/// token path and old → new values. Only what changed is drawn; equal themes get a page that
/// says so.
///
/// Regions are named by token owner and side: `colors.primaryCTA.before`,
/// `typography.title_xl.after`, `buttons.primary.plot`, `layout.scale.m.after`.
package enum ChangeSheet {
    /// The page for `context`.
    package static func layout(_ context: ChangeSheetContext) throws -> SheetLayout {
        let page = context.page
        let sections = try sections(context)
        let body = sections.isEmpty ? [try nothingChanged(context)] : sections
        return page.layout(
            headerBlock: try header(context), sections: body, background: context.after.color(.background))
    }

    /// Overline, `old → new`, and the scheme, size and count line.
    static func header(_ context: ChangeSheetContext) throws -> LayoutBlock {
        let diff = context.diff
        let scheme = context.scheme == .dark ? "Dark" : "Light"
        // The old name goes in the subtitle: an arrow in the title would need a glyph the
        // theme's display font may not have.
        return try context.page.header(
            overline: "GENTLE SPECIMEN · CHANGES", title: diff.new.name,
            subtitle: DetailLine.joined([
                "changes from \(diff.old.name)", scheme, "Dynamic Type \(diff.sizeCategory.shortName)",
                DiffSummary.sentence(diff),
            ]))
    }

    /// The sections that have something to show in this scheme, in group order.
    static func sections(_ context: ChangeSheetContext) throws -> [LayoutBlock] {
        let page = context.page
        var sections: [LayoutBlock] = []
        if let colors = try ColorChanges.block(context) { sections.append(try page.section("Colors", content: colors)) }
        if let type = try TypeChanges.block(context) { sections.append(try page.section("Typography", content: type)) }
        if let buttons = try ButtonChanges.block(context) {
            sections.append(try page.section("Buttons", content: buttons))
        }
        if let surfaces = try SurfaceChanges.block(context) {
            sections.append(try page.section("Surfaces", content: surfaces))
        }
        if let bars = try LayoutChanges.block(context) {
            sections.append(try page.section("Layout and radii", content: bars))
        }
        return sections
    }

    /// The page body of two equal themes, or of a scheme in which nothing changed.
    static func nothingChanged(_ context: ChangeSheetContext) throws -> LayoutBlock {
        let page = context.page
        let title = context.diff.isEmpty ? "No changes" : "No changes in this scheme"
        let detail =
            context.diff.isEmpty
            ? "The two themes resolve to the same tokens, token for token."
            : "Every change of this diff shows in the other colour scheme."
        var lines = [try page.label(title, page.labels.groupTitle), try page.label(detail, page.labels.detail)]
        if !context.diff.notes.isEmpty {
            let notes =
                "\(context.diff.notes.count) JSON differences have no visible effect; the text report lists them."
            lines.append(try page.label(notes, page.labels.detail))
        }
        return LayoutBlock.vertical(lines, spacing: page.metrics.labelSpacing).grouped(region: "change.none")
    }

    /// A token owner's heading: its path, then the fields that changed, old → new.
    static func heading(_ path: String, changes: [GentleThemeDiff.TokenChange], page: SheetPage, extra: [String] = [])
        throws
        -> LayoutBlock
    {
        let summary = changes.isEmpty ? [] : [ChangeSheetContext.fieldSummary(changes, prefix: path)]
        let name = try page.label(path, page.labels.itemName)
        guard !(summary + extra).isEmpty else { return name }
        return .vertical(
            [name, try page.label(DetailLine.joined(summary + extra), page.labels.detail)],
            spacing: page.metrics.labelSpacing)
    }

    /// "Before" or "After" over `content`, the pair's shared caption style.
    static func sideLabel(_ side: String, over content: LayoutBlock, page: SheetPage) throws -> LayoutBlock {
        .vertical([try page.label(side, page.labels.caption), content], spacing: page.metrics.labelSpacing)
    }

    /// Rows with hairlines between them.
    static func divided(_ rows: [LayoutBlock], page: SheetPage) -> LayoutBlock {
        let parts = rows.enumerated().flatMap { index, row in index == 0 ? [row] : [page.rule(), row] }
        return .vertical(parts, spacing: page.metrics.itemSpacing)
    }
}
