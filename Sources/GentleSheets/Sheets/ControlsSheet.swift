import GentleRaster
import GentleTheme
import GentleTokens

/// The controls sheet: the four text field variants with placeholder, typed text and the focus
/// cursor; every button role enabled beside disabled; a full-width button.
package enum ControlsSheet {
    /// The states every text field is shown in.
    enum FieldState: String, CaseIterable {
        case placeholder, filled, focused

        var title: String { rawValue.capitalized }
    }

    /// The sheet for `context`.
    package static func layout(_ context: SheetContext) throws -> SheetLayout {
        let page = context.page
        let fields = ButtonsSheet.divided(
            try TextFieldVariant.allCases.map { try fieldRow(context.theme.textFields[$0], context: context) },
            page: page)
        let buttons = try page.adaptiveGrid(maximumColumns: 3) { width in
            try GentleButtonRole.ordered.map { try disabledCell($0, context: context, width: width) }
        }
        return try context.layout(
            .controls,
            sections: [
                try page.section("Text fields", content: fields),
                try page.section("Enabled and disabled", content: buttons),
                try page.section("Full width", content: try fullWidth(context)),
            ])
    }

    /// A variant's name and chrome, then the field in each state.
    static func fieldRow(_ field: ResolvedTextField, context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let name = field.variant.rawValue
        let grid = try page.adaptiveGrid(maximumColumns: 3, rowSpacing: page.metrics.itemSpacing) { width in
            try FieldState.allCases.map { state in
                LayoutBlock.vertical(
                    [
                        try page.label(state.title, page.labels.caption, width: width),
                        try TextFieldSpecimen(field: field).block(
                            state: state, width: width, page: page,
                            region: "controls.textField.\(name).\(state.rawValue)"),
                    ], spacing: page.metrics.labelSpacing)
            }
        }
        return .vertical(
            [
                try heading(field.variant.title, detail: TextFieldSpecimen.specText(field), page: page),
                grid.grouped(region: "controls.textField.\(name)"),
            ], spacing: page.metrics.itemSpacing)
    }

    /// A role enabled and disabled, with the rule the style dims it by.
    static func disabledCell(_ role: GentleButtonRole, context: SheetContext, width: Double) throws -> LayoutBlock {
        let page = context.page
        let enabled = ButtonsSheet.specimen(role, context: context)
        let appearance = enabled.button.disabled
        var dimmed = enabled
        dimmed.saturation = appearance?.saturation ?? 1
        let label = ButtonLabel.text("Continue")
        let states: [(String, LayoutBlock)] = [
            (
                "Enabled",
                try enabled.block(label, page: page).grouped(region: "controls.button.\(role.rawValue).enabled")
            ),
            (
                "Disabled",
                try dimmed.block(label, page: page).grouped(
                    region: "controls.button.\(role.rawValue).disabled", opacity: appearance?.opacity ?? 1)
            ),
        ]
        let cells = try states.map { title, button in
            LayoutBlock.vertical(
                [try page.label(title, page.labels.caption), button], spacing: page.metrics.labelSpacing)
        }
        let rule =
            appearance.map {
                $0.saturation == 1
                    ? "disabled: opacity \(NumberText.plain($0.opacity))"
                    : "disabled: saturation \(NumberText.plain($0.saturation)), opacity \(NumberText.plain($0.opacity))"
            } ?? "native style: SwiftUI's own disabled look, not the style's; drawn enabled"
        return .vertical(
            [
                try heading(role.rawValue.capitalized, detail: rule, page: page, width: width),
                .flow(
                    cells, width: width, spacing: page.metrics.gutter, lineSpacing: page.metrics.spacing.m,
                    alignment: .bottom),
            ], spacing: page.metrics.itemSpacing)
    }

    /// A name over one line of its numbers.
    static func heading(_ title: String, detail: String, page: SheetPage, width: Double? = nil) throws -> LayoutBlock {
        .vertical(
            [
                try page.label(title, page.labels.groupTitle, width: width),
                try page.label(detail, page.labels.detail, width: width),
            ], spacing: page.metrics.labelSpacing)
    }

    /// The primary and secondary roles as `expandsHorizontally` draws them, across the column.
    static func fullWidth(_ context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let width = page.metrics.contentWidth
        let buttons = try [GentleButtonRole.primary, .secondary].map { role in
            try ButtonsSheet.specimen(role, context: context).block(.text("Continue"), page: page, expandedTo: width)
                .withWidth(width).grouped(region: "controls.button.\(role.rawValue).fullWidth")
        }
        let note = try page.label(
            "expandsHorizontally: the button takes the width it is offered, its label centred.", page.labels.detail)
        return .vertical([note] + buttons, spacing: page.metrics.itemSpacing)
    }
}

extension TextFieldVariant {
    /// The name designers read: "Rounded", "Pill", "Form row", "Borderless".
    var title: String {
        switch self {
        case .rounded: "Rounded"
        case .pill: "Pill"
        case .formRow: "Form row"
        case .borderless: "Borderless"
        }
    }
}
