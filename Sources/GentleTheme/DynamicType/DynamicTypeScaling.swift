import GentleTokens

/// Scales a custom point size relative to a text style, the "line height ratio" model of the
/// fonts reference (§4.2), rounded to whole points.
///
/// Rule: a size on its style's default (`body` 17) is the style itself and gets Apple's
/// published size at the category (53 pt at accessibility 5); any other size `s` becomes
/// `round(s × leading[style][category] / leading[style][.large])`; `large` keeps `s` exactly, and
/// a fractional `s` rounds no further than `s` towards it.
///
/// Why this rule: Apple does not publish `UIFontMetrics`' curve, and it is not the point-size
/// ratio (body 17 at `.medium` is 16.333 on iOS, not 16). Re-implementations (DanceUI, Zachary
/// Waldowski's backport) scale by the ratio of the style font's *line heights* and resolve
/// `Font.custom(_:size:relativeTo:)` to `round(factor × size)`; we cannot read SF's line metrics,
/// so the HIG's published leading stands in for them. That ratio would move a role sitting on
/// its style's default size off Apple's table (body 17 at accessibility 5 would be 48, not 53),
/// where iOS gives the role exactly the text style's font, so such a role takes the table value.
/// Both tables are non-decreasing from `xSmall` up, so sizes never shrink as the category grows.
package enum DynamicTypeScaling {
    /// The size, in points, of a `pointSize` font that scales relative to `style` at `category`.
    package static func scaledSize(
        _ pointSize: Double, relativeTo style: GentleFontTextStyle, at category: ContentSizeCategory
    ) -> Double {
        guard category != .standard else { return pointSize }
        guard pointSize != DynamicTypeTable.pointSize(of: style, at: .standard) else {
            return DynamicTypeTable.pointSize(of: style, at: category)
        }
        // Multiplying before dividing keeps a half exact (11 × 19 / 22 = 9.5), so it rounds up as
        // C's round() does, not down by a last-bit error.
        let leading = DynamicTypeTable.leading(of: style, at: category)
        let rounded = (pointSize * leading / DynamicTypeTable.leading(of: style, at: .standard)).rounded()
        // Rounding never carries a fractional size past the one it keeps at `large` (41.5 pt
        // caption2 is 41.5 at medium, where the leading equals large's, not 42).
        return category < .standard ? min(rounded, pointSize) : max(rounded, pointSize)
    }
}
