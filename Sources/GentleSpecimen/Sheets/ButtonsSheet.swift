import GentleTheme
import GentleTokens

/// The buttons sheet: the five roles at rest with three kinds of label, then each role's press
/// animation as frames with their times and a plot of scale(t) and opacity(t).
public enum ButtonsSheet {
    /// The labels every role is shown with.
    static let labels: [ButtonLabel] = [
        .text("Continue"), .iconAndTitle(.plus, "Add item"),
        .detail(title: "Upgrade", subtitle: "Pro plan", caption: "Billed yearly"),
    ]

    /// The sheet for `context`.
    public static func layout(_ context: SheetContext) throws -> SheetLayout {
        let page = context.page
        let roles = GentleButtonRole.ordered
        let rest = divided(try roles.map { try restRow($0, context: context) }, page: page)
        let press = divided(try roles.map { try pressRow($0, context: context) }, page: page)
        return try context.layout(
            .buttons,
            sections: [
                try page.section("At rest", content: rest), try page.section("Press and release", content: press),
            ])
    }

    /// Rows with hairlines between them.
    static func divided(_ rows: [LayoutBlock], page: SheetPage) -> LayoutBlock {
        let parts = rows.enumerated().flatMap { index, row in index == 0 ? [row] : [page.rule(), row] }
        return .vertical(parts, spacing: page.metrics.sectionSpacing / 2)
    }

    static func specimen(_ role: GentleButtonRole, context: SheetContext) -> ButtonSpecimen {
        let button = context.theme.buttons[role]
        return ButtonSpecimen(
            button: button,
            subtitle: context.style(.subheadline_ms).colored(button.title.color),
            caption: context.style(.caption_s).colored(button.title.color))
    }

    /// A role's name and spec, then its three buttons.
    static func restRow(_ role: GentleButtonRole, context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let specimen = specimen(role, context: context)
        let grid = try page.adaptiveGrid(maximumColumns: 4, rowSpacing: page.metrics.itemSpacing, alignment: .center) {
            _ in
            try labels.map { try specimen.block($0, page: page) }
        }
        return .vertical(
            [
                try heading(role, detail: specText(specimen.button), page: page),
                grid.grouped(region: "buttons.\(role.rawValue)"),
            ], spacing: page.metrics.itemSpacing)
    }

    /// A role's animation: the press frames, the release frames, the plot.
    static func pressRow(_ role: GentleButtonRole, context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let specimen = specimen(role, context: context)
        let strip = PressStrip(button: specimen.button)
        let button = try specimen.block(labels[0], page: page)
        let phases = try [("Press", strip.pressTimes, 0), ("Release", strip.releaseTimes, strip.pressTimes.count)].map {
            name, times, offset in
            try phaseRow(
                name,
                frames: times.enumerated().map { index, t in
                    try frameCell(
                        button, at: t, strip: strip, region: "buttons.\(role.rawValue).frame\(offset + index + 1)",
                        page: page)
                }, page: page)
        }
        let plot = PressPlot(
            timeline: strip.timeline, frameTimes: strip.times, duration: strip.duration,
            colors: PressPlotColors(
                background: context.color(.surfaceBase), grid: context.color(.borderSubtle),
                scale: context.color(.primaryCTA),
                opacity: context.color(.themeSecondary), release: context.color(.textTertiary)),
            labelStyle: page.labels.caption, region: "buttons.\(role.rawValue).plot")
        let legend = try page.label(
            "Solid: scale · dashed: opacity · dots: frames · rule: release at \(NumberText.milliseconds(strip.timeline.releaseTime))",
            page.labels.caption)
        let parts =
            [try heading(role, detail: animationText(specimen.button), page: page)] + phases + [
                legend, try plot.block(width: page.metrics.contentWidth, page: page),
            ]
        return .vertical(parts, spacing: page.metrics.itemSpacing)
    }

    /// "Press" or "Release" beside its frames, which wrap when they do not fit.
    static func phaseRow(_ name: String, frames: [LayoutBlock], page: SheetPage) throws -> LayoutBlock {
        let nameWidth = try ["Press", "Release"].map { try page.label($0, page.labels.detail).size.width }.max() ?? 0
        let label = try page.label(name, page.labels.detail).withWidth(nameWidth)
        let flowWidth = max(0, page.metrics.contentWidth - nameWidth - page.metrics.gutter)
        let flow = LayoutBlock.flow(
            frames, width: flowWidth, spacing: page.metrics.spacing.m, lineSpacing: page.metrics.spacing.m,
            alignment: .bottom)
        return .horizontal([label, flow], spacing: page.metrics.gutter)
    }

    /// One frame: the button at the frame's scale and opacity in a cell with room for the
    /// largest scale, above its time and values.
    static func frameCell(
        _ button: LayoutBlock, at t: Double, strip: PressStrip, region: String, page: SheetPage
    ) throws -> LayoutBlock {
        let frame = strip.timeline.frame(at: t)
        let room = LayoutSize(
            width: button.size.width * strip.largestScale, height: button.size.height * strip.largestScale)
        let centred = button.padded(
            LayoutInsets(
                horizontal: (room.width - button.size.width) / 2, vertical: (room.height - button.size.height) / 2))
        let drawn = centred.grouped(region: region, opacity: frame.opacity, scale: frame.scale)
        let caption = LayoutBlock.vertical(
            [
                try page.label(NumberText.milliseconds(t), page.labels.detail),
                try page.label(
                    "×\(NumberText.fixed(frame.scale, digits: 2)) · α \(NumberText.fixed(min(1, frame.opacity), digits: 2))",
                    page.labels.caption),
            ],
            spacing: page.metrics.labelSpacing, alignment: .center)
        return .vertical([drawn, caption], spacing: page.metrics.spacing.s, alignment: .center)
    }

    static func heading(_ role: GentleButtonRole, detail: String, page: SheetPage) throws -> LayoutBlock {
        .vertical(
            [
                try page.label(role.rawValue.capitalized, page.labels.groupTitle),
                try page.label(detail, page.labels.detail),
            ], spacing: page.metrics.labelSpacing)
    }

    /// "pill · fill #4A6EF5 · no border · label textOnPrimaryCTA · primaryButtonTitle_m".
    static func specText(_ button: ResolvedButton) -> String {
        guard let chrome = button.chrome else {
            return "native style: bare label · label \(button.labelColorRole.rawValue) · \(button.title.role.rawValue)"
        }
        let shape =
            switch chrome.shape {
            case .capsule: "capsule"
            case .roundedRectangle(let radius): "rounded \(NumberText.plain(radius))"
            }
        let fill = chrome.fill.alpha > 0 ? "fill \(chrome.fill.hexString)" : "hollow"
        let border =
            chrome.border.map { "border \($0.colorRole.rawValue) \(NumberText.plain($0.width)) pt" } ?? "no border"
        let padding =
            "padding \(NumberText.plain(chrome.padding.horizontal)) × \(NumberText.plain(chrome.padding.vertical))"
        return [shape, fill, border, padding, "label \(button.labelColorRole.rawValue)", button.title.role.rawValue]
            .joined(separator: " · ")
    }

    /// "springBack · spring response 0.45, damping 0.45 · pressed ×0.9, α 0.86 · settles in 1410 ms".
    static func animationText(_ button: ResolvedButton) -> String {
        let curve =
            switch button.animation {
            case .instant: "instant"
            case .easeOut(let duration): "easeOut \(NumberText.milliseconds(duration))"
            case .spring(let spring):
                "spring response \(NumberText.plain(spring.response)), damping \(NumberText.plain(spring.dampingFraction))"
            }
        return [
            button.animationRole.rawValue, curve,
            "pressed ×\(NumberText.plain(button.pressedScale)), α \(NumberText.plain(button.pressedOpacity))",
            "settles in \(NumberText.milliseconds(button.animation.settleDuration))",
        ].joined(separator: " · ")
    }
}
