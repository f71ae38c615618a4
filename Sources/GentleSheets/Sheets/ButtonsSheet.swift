import GentleTheme
import GentleTokens

/// The buttons sheet: the five roles at rest with three kinds of label, then each role's press
/// animation as frames with their times and a plot of scale(t) and opacity(t).
package enum ButtonsSheet {
    /// The labels every role is shown with.
    static let labels: [ButtonLabel] = [
        .text("Continue"), .iconAndTitle(.plus, "Add item"),
        .detail(title: "Upgrade", subtitle: "Pro plan", caption: "Billed yearly"),
    ]

    /// The sheet for `context`.
    package static func layout(_ context: SheetContext) throws -> SheetLayout {
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

    /// The role's button, with the detail label's subtitle and caption in the label colour.
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

    /// The role's name over one line of its numbers.
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
            return DetailLine.joined([
                "native style: bare label", "label \(button.labelColorRole.rawValue)", button.title.role.rawValue,
            ])
        }
        let shape =
            switch chrome.shape {
            case .capsule: "capsule"
            case .roundedRectangle(let radius): "rounded \(NumberText.plain(radius.points))"
            }
        let fill = chrome.fill.alpha > 0 ? "fill \(chrome.fill.hexString)" : "hollow"
        let border =
            chrome.border.map { "border \($0.colorRole.rawValue) \(NumberText.plain($0.width)) pt" } ?? "no border"
        let padding =
            "padding \(NumberText.plain(chrome.padding.horizontal)) × \(NumberText.plain(chrome.padding.vertical))"
        return DetailLine.joined([
            shape, fill, border, padding, "label \(button.labelColorRole.rawValue)", button.title.role.rawValue,
        ])
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
        return DetailLine.joined([
            button.animationRole.rawValue, curve,
            "pressed ×\(NumberText.plain(button.pressedScale.value)), α \(NumberText.plain(button.pressedOpacity))",
            "settles in \(NumberText.milliseconds(button.animation.settleDuration))",
        ])
    }
}
