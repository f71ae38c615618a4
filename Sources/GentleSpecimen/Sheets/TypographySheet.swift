import GentleTheme
import GentleTokens

/// The typography sheet: the 17 text roles in the package's order, each with a sample set in the
/// role that wraps once, and the role's numbers.
public enum TypographySheet {
    /// The sample every role is set in, cut per role to fill exactly two lines.
    static let sampleText = """
        Sphinx of black quartz, judge my vow. The quick brown fox jumps over the lazy dog. \
        Pack my box with five dozen liquor jugs. How vexingly quick daft zebras jump! \
        Jackdaws love my big sphinx of quartz. The five boxing wizards jump quickly. \
        Bright vixens jump; dozy fowl quack. Quick wafting zephyrs vex bold Jim.
        """

    /// The sheet for `context`.
    public static func layout(_ context: SheetContext) throws -> SheetLayout {
        let rows = try GentleTextRole.allCases.map { try row($0, context: context) }
        let page = context.page
        var stack: [LayoutBlock] = []
        for (index, row) in rows.enumerated() {
            if index > 0 { stack.append(page.rule()) }
            stack.append(row)
        }
        let list = LayoutBlock.vertical(stack, spacing: page.metrics.itemSpacing)
        return try context.layout(.typography, sections: [try page.section("Text roles", content: list)])
    }

    /// One role: its name beside (or, when names are too wide, above) the sample and numbers.
    static func row(_ role: GentleTextRole, context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let metrics = page.metrics
        let nameWidth = metrics.columnWidth(count: 4)
        let name = LayoutBlock.vertical(
            [
                try page.label(role.rawValue, page.labels.itemName),
                try page.label("\(role.displayName) · \(role.ramp.rawValue)", page.labels.caption),
            ], spacing: metrics.labelSpacing)
        let fitsBeside = name.size.width <= nameWidth
        let bodyWidth = fitsBeside ? metrics.contentWidth - nameWidth - metrics.gutter : metrics.contentWidth
        let body = LayoutBlock.vertical(
            [
                try sample(role, context: context, width: bodyWidth),
                try page.label(
                    metadata(context.theme.text[role], theme: context.theme), page.labels.detail, width: bodyWidth),
            ],
            spacing: metrics.spacing.s)
        guard fitsBeside else { return .vertical([name, body], spacing: metrics.spacing.s) }
        // Name and sample share their first baseline, as a type specimen lines them up.
        let shift = (body.firstBaseline ?? 0) - (name.firstBaseline ?? 0)
        let nameColumn = name.padded(LayoutInsets(top: max(0, shift), leading: 0, bottom: 0, trailing: 0))
        let bodyColumn = body.padded(LayoutInsets(top: max(0, -shift), leading: 0, bottom: 0, trailing: 0))
        return .horizontal([nameColumn.withWidth(nameWidth), bodyColumn], spacing: metrics.gutter)
    }

    /// The sample in the role's own style, the longest run of words that fits two lines.
    static func sample(_ role: GentleTextRole, context: SheetContext, width: Double) throws -> LayoutBlock {
        let style = context.style(role)
        let words = sampleText.split(separator: " ")
        var low = 1
        var high = words.count
        while low < high {
            let middle = (low + high + 1) / 2
            let text = style.displayed(words.prefix(middle).joined(separator: " "))
            if try context.measurer.measure(text, in: style, maxWidth: width).baselines.count <= 2 {
                low = middle
            } else {
                high = middle - 1
            }
        }
        let text = words.prefix(low).joined(separator: " ")
        return try .text(
            text, style: style, maxWidth: width, measurer: context.measurer, region: "typography.\(role.rawValue)")
    }

    /// The role's numbers in the spec's own words.
    static func metadata(_ style: ResolvedTextStyle, theme: ResolvedTheme) -> String {
        let size = "size \(NumberText.plain(style.pointSize)) pt → \(NumberText.plain(style.font.size)) pt"
        let width: String
        switch (style.specifiedWidth, style.font.width) {
        case (nil, _): width = "width standard"
        case (let specified?, nil): width = "width \(specified.rawValue) (not applied to \(style.font.design.rawValue))"
        case (let specified?, _?): width = "width \(specified.rawValue)"
        }
        let hex = theme.colors.specifiedHex(style.colorRole) ?? "missing, drawn as primary"
        return [
            size, "weight \(style.font.weight.rawValue)", "design \(style.font.design.rawValue)", width,
            "relativeTo \(style.relativeTo.rawValue)", "lineSpacing \(NumberText.plain(style.lineSpacing))",
            "letterSpacing \(NumberText.plain(style.letterSpacing))", "uppercase \(style.isUppercased ? "yes" : "no")",
            "\(style.colorRole.rawValue) \(hex)",
        ].joined(separator: " · ")
    }
}
