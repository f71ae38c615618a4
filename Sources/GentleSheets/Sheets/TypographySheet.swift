import GentleTheme
import GentleTokens

/// The typography sheet: the 17 text roles in the package's order, each with a sample set in the
/// role that wraps once, and the role's numbers.
package enum TypographySheet {
    /// The sentences every role's sample is cut from.
    static let sampleText = """
        Sphinx of black quartz, judge my vow. The quick brown fox jumps over the lazy dog. \
        Pack my box with five dozen liquor jugs. How vexingly quick daft zebras jump! \
        Jackdaws love my big sphinx of quartz. The five boxing wizards jump quickly. \
        Bright vixens jump; dozy fowl quack. Quick wafting zephyrs vex bold Jim.
        """

    /// The sheet for `context`.
    package static func layout(_ context: SheetContext) throws -> SheetLayout {
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

    /// The sample in the role's own style, cut from `sampleText` to wrap once so line spacing shows.
    static func sample(_ role: GentleTextRole, context: SheetContext, width: Double) throws -> LayoutBlock {
        let style = context.style(role)
        let words = sampleText.split(separator: " ")
        let count = try sampleLength(words) { wordCount in
            let text = style.displayed(words.prefix(wordCount).joined(separator: " "))
            return try context.measurer.measure(text, in: style, maxWidth: width).baselines.count
        }
        return try .text(
            words.prefix(count).joined(separator: " "), style: style, maxWidth: width, measurer: context.measurer,
            region: "typography.\(role.rawValue)")
    }

    /// How many of `words` a sample takes, given the lines each prefix sets in: the shortest run of
    /// whole sentences that takes two lines with at least `secondLineWords` on the second, or,
    /// where sentences run past two lines, the first line and up to three words of the second.
    /// A second line set full would add ink, not information; one lone word reads as a widow.
    static func sampleLength(_ words: [Substring], lineCount: (Int) throws -> Int) rethrows -> Int {
        guard !words.isEmpty else { return 0 }
        // The fewest words that wrap, by bisection: lines only grow as words are added.
        var low = 1
        var high = words.count
        while low < high {
            let middle = (low + high) / 2
            if try lineCount(middle) >= 2 { high = middle } else { low = middle + 1 }
        }
        let sentenceEnds = (low...words.count).filter { words[$0 - 1].last.map(".!".contains) ?? false }
        var fitting: [Int] = []
        for end in sentenceEnds {
            guard try lineCount(end) == 2 else { break }
            fitting.append(end)
        }
        let firstLine = low - 1
        if let end = fitting.first(where: { $0 - firstLine >= secondLineWords }) ?? fitting.last { return end }
        return try (low...min(words.count, low + 2)).last { try lineCount($0) == 2 } ?? low
    }

    /// The fewest words a sample's second line should hold when a sentence allows it.
    static let secondLineWords = 3

    /// The role's numbers in the spec's own words: the size (and the size after Dynamic Type
    /// where it differs), weight, design, width and uppercase only where set, relativeTo, spacing
    /// and the colour role with its hex.
    static func metadata(_ style: ResolvedTextStyle, theme: ResolvedTheme) -> String {
        let pointSize = NumberText.plain(style.pointSize)
        let scaled = NumberText.plain(style.font.size)
        var parts = [
            pointSize == scaled ? "\(pointSize) pt" : "\(pointSize) pt → \(scaled) pt",
            style.font.weight.rawValue, "\(style.font.design.rawValue) design",
        ]
        switch (style.specifiedWidth, style.font.width) {
        case (nil, _): break
        case (let specified?, nil):
            parts.append("width \(specified.rawValue) (not applied to \(style.font.design.rawValue))")
        case (let specified?, _?): parts.append("width \(specified.rawValue)")
        }
        let hex = theme.colors.specifiedHex(style.colorRole) ?? "missing, drawn as primary"
        parts += [
            "relativeTo \(style.relativeTo.rawValue)", "lineSpacing \(NumberText.plain(style.lineSpacing.points))",
            "letterSpacing \(NumberText.plain(style.letterSpacing))",
        ]
        if style.isUppercased { parts.append("uppercase") }
        parts.append("\(style.colorRole.rawValue) \(hex)")
        return DetailLine.joined(parts)
    }
}
