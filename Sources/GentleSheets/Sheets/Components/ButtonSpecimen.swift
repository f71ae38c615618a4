import GentleRaster
import GentleTheme
import GentleTokens

/// What a specimen button carries: a plain title, an icon beside a title, or the seed note's
/// "detail" container of title, subtitle and caption.
enum ButtonLabel: Sendable, Equatable {
    /// A text label.
    case text(String)
    /// An icon and a title, SwiftUI's `Label`.
    case iconAndTitle(Icon, String)
    /// A stylable semantic container: title, subtitle, caption stacked and leading-aligned.
    case detail(title: String, subtitle: String, caption: String)
}

/// A button role at rest as `GentleButtonStyle(role:)` draws it, with any kind of label.
struct ButtonSpecimen: Sendable {
    /// The resolved role.
    var button: ResolvedButton
    /// The detail label's subtitle style (`subheadline_ms`), in the label colour.
    var subtitle: SheetTextStyle
    /// The detail label's caption style (`caption_s`), in the label colour.
    var caption: SheetTextStyle
    /// The saturation every colour of the button is drawn at, as `.saturation(_:)`; 1 for none.
    var saturation = 1.0

    /// The button hugging `label`: padding, fill, inside border and shape from the role's chrome,
    /// or the bare label for a native-style role; `expandedTo` a width, as `expandsHorizontally`
    /// does, with a text label centred in it.
    func block(_ label: ButtonLabel, page: SheetPage, expandedTo width: Double? = nil) throws -> LayoutBlock {
        let content = try labelBlock(label, page: page, expandedTo: width)
        guard let chrome = button.chrome else { return content }
        let padded = content.padded(
            LayoutInsets(horizontal: chrome.padding.horizontal, vertical: chrome.padding.vertical))
        let outline: ShapeOutline =
            switch chrome.shape {
            case .capsule: .capsule
            case .roundedRectangle(let radius): .roundedRectangle(cornerRadius: radius.points, style: .continuous)
            }
        let fill = chrome.fill.alpha > 0 ? chrome.fill.saturated(saturation) : nil
        let stroke = chrome.border.map { InsideStroke(color: $0.color.saturated(saturation), width: $0.width) }
        guard fill != nil || stroke != nil else { return padded }
        return padded.backed {
            [SheetElement(frame: $0, content: .shape(ShapePaint(outline: outline, fill: fill, stroke: stroke)))]
        }
    }

    private func labelBlock(_ label: ButtonLabel, page: SheetPage, expandedTo expanded: Double?) throws -> LayoutBlock {
        let title = SheetTextStyle(button.title).colored(button.title.color.saturated(saturation))
        let width = page.metrics.contentWidth
        switch label {
        case .text(let text):
            guard let expanded else { return try page.label(text, title, width: width) }
            let inner = max(0, expanded - 2 * (button.chrome?.padding.horizontal ?? 0))
            return try page.label(text, title, width: inner, alignment: .center)
        case .iconAndTitle(let symbol, let text):
            let side = title.font.size
            let icon = LayoutBlock.element(
                .icon(IconPaint(icon: symbol, color: title.color)), size: Size(width: side, height: side))
            return .horizontal(
                [icon, try page.label(text, title, width: width)], spacing: page.metrics.spacing.s, alignment: .center)
        case .detail(let heading, let subheading, let note):
            return .vertical(
                [
                    try page.label(heading, title, width: width), try page.label(subheading, subtitle, width: width),
                    try page.label(note, caption, width: width),
                ],
                spacing: 2)
        }
    }
}
