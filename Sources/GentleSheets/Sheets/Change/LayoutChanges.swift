import GentleRaster
import GentleTheme
import GentleThemeDiff
import GentleTokens

/// The layout section of the change sheet: each changed spacing step, inset or radius as two
/// bars, old above new, four page points per token point (less when a bar would not fit).
enum LayoutChanges {
    /// Page points per token point, when the longer bar fits.
    static let pointsPerPoint = 4.0
    /// Height of one bar.
    static let barHeight = 10.0

    /// The section body, or nil when no layout token or radius changed.
    static func block(_ context: ChangeSheetContext) throws -> LayoutBlock? {
        let changes = context.changes(in: .layout) + context.changes(in: .radii)
        guard !changes.isEmpty else { return nil }
        let page = context.page
        let labelWidth = page.metrics.columnWidth(count: 3)
        let barWidth = max(0, page.metrics.contentWidth - labelWidth - page.metrics.gutter)
        let rows = try changes.map { try row($0, context: context, labelWidth: labelWidth, barWidth: barWidth) }
        return .vertical(rows, spacing: page.metrics.itemSpacing)
    }

    /// The token's path and values beside its two bars.
    static func row(
        _ change: GentleThemeDiff.TokenChange, context: ChangeSheetContext, labelWidth: Double, barWidth: Double
    ) throws -> LayoutBlock {
        let page = context.page
        let values = "\(change.old?.text ?? "—") → \(change.new?.text ?? "—")"
        let label = LayoutBlock.vertical(
            [
                try page.label(change.path, page.labels.itemName, width: labelWidth),
                try page.label(values, page.labels.detail, width: labelWidth),
            ], spacing: page.metrics.labelSpacing
        ).withWidth(labelWidth)
        let old = max(0, change.old?.number ?? 0)
        let new = max(0, change.new?.number ?? 0)
        let longest = max(old, new, 1)
        let factor = min(pointsPerPoint, barWidth / longest)
        let bars = LayoutBlock.vertical(
            [
                bar(old * factor, color: context.after.color(.textTertiary), region: "\(change.path).before"),
                bar(new * factor, color: context.after.color(.primaryCTA), region: "\(change.path).after"),
            ], spacing: page.metrics.spacing.xs
        ).withWidth(barWidth)
        return .horizontal([label, bars], spacing: page.metrics.gutter, alignment: .center)
    }

    // A zero-length token still gets a sliver, so its region marks where it would start.
    private static func bar(_ length: Double, color: GentleRGBA, region: String) -> LayoutBlock {
        .element(
            .shape(ShapePaint(outline: .roundedRectangle(cornerRadius: 2, style: .continuous), fill: color)),
            size: Size(width: max(1, length), height: barHeight), region: region)
    }
}
