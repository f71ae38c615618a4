import GentleTokens

/// Scales a custom point size the way `UIFontMetrics(forTextStyle:).scaledValue(for:)` does.
///
/// Rule: `size × table[style][category] / table[style][.large]`, unrounded.
///
/// Why this rule: Apple does not publish `UIFontMetrics`' curve. Re-implementations scale by
/// the ratio of the system font's *line heights*, and SF's line height is close to
/// proportional to its point size, so the point-size ratio is the faithful approximation we
/// can compute from published numbers. Feeding the HIG *leading* column instead would move
/// even a role that sits exactly on its style's default size off Apple's table (body 17 pt at
/// accessibility 5 would become 48 pt instead of 53 pt). With the point-size ratio a role at
/// its style's default size gets exactly the table value, `large` gives exactly `pointSize`,
/// and sizes never shrink as the category grows because every table column is non-decreasing.
/// No rounding: `scaledValue(for:)` returns fractional points, and the package passes them
/// straight to `Font.system(size:)`.
public enum DynamicTypeScaling {
    /// The size, in points, of a `pointSize` font that scales relative to `style` at `category`.
    public static func scaledSize(
        _ pointSize: Double, relativeTo style: GentleFontTextStyle, at category: ContentSizeCategory
    ) -> Double {
        guard category != .standard else { return pointSize }
        let base = DynamicTypeTable.pointSize(of: style, at: .standard)
        return pointSize * DynamicTypeTable.pointSize(of: style, at: category) / base
    }
}
