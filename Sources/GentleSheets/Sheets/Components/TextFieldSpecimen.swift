import GentleRaster
import GentleTheme
import GentleTokens

/// A text field as `.gentleTextField(role, chrome:)` draws it, as wide as it is offered.
struct TextFieldSpecimen: Sendable {
    /// The resolved field.
    var field: ResolvedTextField

    /// What the field shows empty.
    static let placeholder = "Email address"
    /// What the field shows typed in.
    static let typed = "ada@example.com"
    /// The cursor's width; UIKit's caret is 2 pt.
    static let cursorWidth = 2.0

    /// The field `width` wide in `state`; chrome-less variants get a dashed outline of their
    /// frame, which the package does not draw, so that their padding reads.
    func block(
        state: ControlsSheet.FieldState, width: Double, page: SheetPage, region: String
    ) throws -> LayoutBlock {
        let style = SheetTextStyle(field.text)
        let inner = max(0, width - 2 * field.padding.horizontal)
        let text: LayoutBlock
        switch state {
        case .placeholder:
            text = try page.label(Self.placeholder, style.colored(field.placeholder), width: inner)
        case .filled:
            text = try page.label(Self.typed, style, width: inner)
        case .focused:
            let typed = try page.label(Self.typed, style, width: max(0, inner - Self.cursorWidth - 1))
            let cursor = LayoutBlock.element(
                .shape(ShapePaint(outline: .rectangle, fill: field.tint)),
                size: Size(width: Self.cursorWidth, height: typed.size.height), region: "\(region).cursor")
            text = .horizontal([typed, cursor], spacing: 1)
        }
        // A word wider than the field widens it, so the grid sees it does not fit its column.
        let padded = text.withMinimumWidth(inner).padded(
            LayoutInsets(horizontal: field.padding.horizontal, vertical: field.padding.vertical))
        return padded.backed { chrome(in: $0, page: page) }.grouped(region: region)
    }

    /// Fill and border in the field's shape, or the dashed outline of a chrome-less field.
    func chrome(in frame: Rect, page: SheetPage) -> [SheetElement] {
        let outline: ShapeOutline =
            switch field.shape {
            case .capsule: .capsule
            case .roundedRectangle(let radius): .roundedRectangle(cornerRadius: radius.points, style: .continuous)
            }
        guard field.fill != nil || field.border != nil else {
            let corners = [
                Point(x: frame.minX + 0.5, y: frame.minY + 0.5), Point(x: frame.maxX - 0.5, y: frame.minY + 0.5),
                Point(x: frame.maxX - 0.5, y: frame.maxY - 0.5), Point(x: frame.minX + 0.5, y: frame.maxY - 0.5),
                Point(x: frame.minX + 0.5, y: frame.minY + 0.5),
            ]
            let line = Polyline(points: corners, color: page.labels.rule, width: 1, dash: [4, 3])
            return [SheetElement(frame: frame, content: .polyline(line))]
        }
        let stroke = field.border.map { InsideStroke(color: $0.color, width: $0.width) }
        return [
            SheetElement(frame: frame, content: .shape(ShapePaint(outline: outline, fill: field.fill, stroke: stroke)))
        ]
    }

    /// "padding 16 × 12 · fill surfaceBase · border borderSubtle 1 pt · radius 12 continuous · body_m ·
    /// cursor primaryCTA".
    static func specText(_ field: ResolvedTextField) -> String {
        let padding =
            "padding \(NumberText.plain(field.padding.horizontal)) × \(NumberText.plain(field.padding.vertical))"
        let shape: String =
            switch field.shape {
            case .capsule: "capsule"
            case .roundedRectangle(let radius): "radius \(NumberText.plain(radius.points)) continuous"
            }
        let chrome =
            field.fill == nil
            ? ["no fill or border (dashed: its frame)"]
            : [
                "fill surfaceBase",
                field.border.map { "border \($0.colorRole.rawValue) \(NumberText.plain($0.width)) pt" } ?? "no border",
            ]
        return DetailLine.joined(
            [padding] + chrome + (field.fill == nil && field.border == nil ? [] : [shape]) + [
                field.text.role.rawValue, "placeholder textTertiary", "cursor primaryCTA",
            ])
    }
}
