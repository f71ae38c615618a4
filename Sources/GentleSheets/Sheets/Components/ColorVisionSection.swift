import GentleRaster
import GentleTheme
import GentleTokens

/// The palette as normal vision and the three dichromacies see it (Machado et al. 2009, severity
/// 1.0), with the CIEDE2000 difference of the pairs that must stay distinguishable.
package enum ColorVisionSection {
    /// The roles shown, as the package's theme picker shows a palette.
    static let palette: [GentleColorRole] = [
        .themePrimary, .themeSecondary, .primaryCTA, .destructive, .background, .surfaceBase, .textPrimary,
        .borderSubtle,
    ]

    /// The pairs that must stay apart: the two actions, the two theme accents, text on its grounds.
    package static let pairs: [(GentleColorRole, GentleColorRole)] = [
        (.primaryCTA, .destructive), (.themePrimary, .themeSecondary), (.textPrimary, .background),
        (.textOnPrimaryCTA, .primaryCTA),
    ]

    /// Pairs closer than this ΔE00 are flagged: about ten just-noticeable differences, below
    /// which two flat UI colours are easily taken for one another.
    package static let threshold = 10.0

    /// A simulated observer: none for normal vision.
    package struct Vision: Sendable {
        /// The deficiency simulated; none for normal vision.
        package var deficiency: ColorVisionDeficiency?
        /// "Normal vision", "Protanopia", …
        package var name: String { deficiency?.rawValue.capitalized ?? "Normal vision" }
        /// "normal", "protanopia", …: region names use it.
        package var id: String { deficiency?.rawValue ?? "normal" }

        /// How this observer sees `color`, composited over `page` first so alpha is judged as drawn.
        package func sees(_ color: GentleRGBA, over page: GentleRGBA) -> GentleRGBA {
            let opaque = color.composited(over: GentleRGBA(red: page.red, green: page.green, blue: page.blue))
            return deficiency?.simulate(opaque) ?? opaque
        }
    }

    /// Normal vision, then each dichromacy.
    package static let visions =
        [Vision(deficiency: nil)] + ColorVisionDeficiency.allCases.map { Vision(deficiency: $0) }

    /// The note, then one block per observer.
    static func block(_ context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let note = try page.label(
            "Machado, Oliveira & Fernandes (2009) at severity 1.0, applied in linear RGB. Pairs are compared "
                + "by CIEDE2000; below ΔE00 \(NumberText.plain(threshold)) they are flagged as too close.",
            page.labels.detail)
        let rows = try visions.map { try row($0, context: context) }
        return .vertical([note, ButtonsSheet.divided(rows, page: page)], spacing: page.metrics.itemSpacing)
    }

    /// An observer's name, the palette as it sees it, then the pairs.
    static func row(_ vision: Vision, context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let background = context.color(.background)
        let edge = context.color(.borderSubtle)
        let chipSize = Size(width: 72, height: 40)
        let chips = try palette.map { role in
            LayoutBlock.vertical(
                [
                    Swatch.block(
                        vision.sees(context.color(role), over: background), size: chipSize, edge: edge,
                        region: "accessibility.cvd.\(vision.id).\(role.rawValue)"),
                    try page.label(role.rawValue, page.labels.caption),
                ], spacing: page.metrics.labelSpacing)
        }
        let spacing = page.metrics.spacing.m
        let pairGrid = try page.adaptiveGrid(maximumColumns: 2, rowSpacing: spacing) { _ in
            try pairs.map { try pairCell($0, vision: vision, context: context) }
        }
        return .vertical(
            [
                try page.label(vision.name, page.labels.groupTitle),
                .flow(chips, width: page.metrics.contentWidth, spacing: spacing, lineSpacing: spacing),
                pairGrid,
            ], spacing: page.metrics.spacing.m)
    }

    /// Two small chips, the pair's names and its ΔE00 as this observer sees it.
    static func pairCell(
        _ pair: (GentleColorRole, GentleColorRole), vision: Vision, context: SheetContext
    ) throws -> LayoutBlock {
        let page = context.page
        let background = context.color(.background)
        let first = vision.sees(context.color(pair.0), over: background)
        let second = vision.sees(context.color(pair.1), over: background)
        let difference = CIEDE2000.difference(first, second)
        let tooClose = difference < threshold
        let edge = context.color(.borderSubtle)
        let side = Size(width: 20, height: 20)
        let chips = LayoutBlock.horizontal(
            [Swatch.block(first, size: side, edge: edge), Swatch.block(second, size: side, edge: edge)], spacing: 2)
        let verdict = tooClose ? "too close" : "distinct"
        let style = tooClose ? page.labels.detail.colored(context.color(.destructive)) : page.labels.detail
        let text = LayoutBlock.vertical(
            [
                try page.label("\(pair.0.rawValue) / \(pair.1.rawValue)", page.labels.caption),
                try page.label("ΔE00 \(NumberText.fixed(difference, digits: 1)) · \(verdict)", style),
            ], spacing: 0)
        return LayoutBlock.horizontal([chips, text], spacing: page.metrics.spacing.s, alignment: .center)
            .grouped(region: "accessibility.cvd.\(vision.id).\(pair.0.rawValue).vs.\(pair.1.rawValue)")
    }
}
