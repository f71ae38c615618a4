import GentleRaster
import GentleTheme
import GentleTokens

/// The layout sheet: the spacing, gap, grid and touch ladders drawn at size, the four inset
/// roles × three variants as padded boxes, the radii as continuous corners and the shadow scale.
package enum LayoutSheet {
    /// The largest square a ladder draws; a larger token is drawn at this size and says so.
    static let largestDrawnStep = 96.0

    /// The sheet for `context`.
    package static func layout(_ context: SheetContext) throws -> SheetLayout {
        let page = context.page
        let layout = context.theme.layout
        let ladders: [(String, String, [LadderStep])] = [
            ("scale", "layout.scale · insets resolve through it", layout.scale),
            ("gap", "layout.gap · between siblings in stacks and lists", layout.gap),
            ("grid", "layout.grid · between grid cells", layout.grid),
            ("touch", "layout.touch · touch targets, drawn at size", layout.touch),
        ]
        let spacing = try page.adaptiveGrid(maximumColumns: 2) { width in
            try ladders.map { try ladder($0.0, caption: $0.1, steps: $0.2, context: context, width: width) }
        }
        let insets = try page.adaptiveGrid(maximumColumns: 3, rowSpacing: page.metrics.itemSpacing) { width in
            try InsetSlot.all.map { try insetTile($0, context: context, width: width) }
        }
        return try context.layout(
            .layout,
            sections: [
                try page.section("Spacing", content: spacing), try page.section("Insets", content: insets),
                try page.section("Radii", content: try radii(context)),
                try page.section("Shadows", content: try LayoutSheet.shadows(context)),
            ])
    }

    /// A ladder's name and caption (unless `titled` is false) over its six steps, each a square
    /// of its size with its numbers.
    static func ladder(
        _ name: String, caption: String, steps: [LadderStep], context: SheetContext, width: Double,
        prefix: String = "layout", titled: Bool = true
    ) throws -> LayoutBlock {
        let page = context.page
        let isTouch = name == "touch"
        let cells = try steps.map { step in
            let side = min(step.value, largestDrawnStep)
            let paint =
                isTouch
                ? ShapePaint(
                    outline: .roundedRectangle(cornerRadius: min(4, side / 4), style: .continuous),
                    fill: context.color(.primaryCTA).multiplyingAlpha(by: 0.16),
                    stroke: InsideStroke(color: context.color(.primaryCTA), width: 1))
                : ShapePaint(outline: .rectangle, fill: context.color(.themePrimary))
            let square = LayoutBlock.element(
                .shape(paint), size: Size(width: side, height: side), region: "\(prefix).\(name).\(step.name)")
            let value =
                step.value > largestDrawnStep
                ? "\(NumberText.plain(step.value)) (drawn at 96)" : NumberText.plain(step.value)
            let labels = LayoutBlock.vertical(
                [try page.label(step.name, page.labels.itemName), try page.label(value, page.labels.detail)],
                spacing: 0, alignment: .center)
            return LayoutBlock.vertical([square, labels], spacing: page.metrics.spacing.s, alignment: .center)
        }
        let row = LayoutBlock.flow(
            cells, width: width, spacing: page.metrics.spacing.l, lineSpacing: page.metrics.spacing.l,
            alignment: .bottom)
        guard titled else { return row }
        return .vertical(
            [
                try page.label(name.capitalized, page.labels.groupTitle, width: width),
                try page.label(caption, page.labels.caption, width: width), row,
            ], spacing: page.metrics.labelSpacing * 2)
    }

    /// An inset as `.gentleInset(role, variant:)` pads: the padding tinted, the content a card
    /// inside it, then the role, variant and numbers.
    static func insetTile(_ slot: InsetSlot, context: SheetContext, width: Double) throws -> LayoutBlock {
        let page = context.page
        let padding = context.theme.inset(slot.role, slot.variant)
        let innerWidth = max(0, width - 2 * padding.horizontal)
        let content = try page.label("Content", page.labels.detail, width: innerWidth, alignment: .center)
            .padded(LayoutInsets(horizontal: 0, vertical: page.metrics.spacing.s))
            .withWidth(innerWidth)
            .backed {
                Panel.elements($0, radius: 6, fill: context.color(.surfaceBase), edge: context.color(.borderSubtle))
            }
        let box = content.padded(LayoutInsets(horizontal: padding.horizontal, vertical: padding.vertical))
            .backed { Panel.elements($0, radius: 8, fill: context.color(.primaryCTA).multiplyingAlpha(by: 0.14)) }
            .grouped(region: "layout.inset.\(slot.role.rawValue).\(slot.variant.rawValue)")
        let numbers = "\(NumberText.plain(padding.horizontal)) × \(NumberText.plain(padding.vertical)) pt"
        // Names above the boxes, so they line up across a row whose boxes differ in height.
        return .vertical(
            [
                try page.label("\(slot.role.rawValue) · \(slot.variant.rawValue)", page.labels.itemName, width: width),
                try page.label("horizontal × vertical \(numbers)", page.labels.caption, width: width), box,
            ], spacing: page.metrics.labelSpacing)
    }

    /// The four radii on equal tiles of `size`, pill as a capsule, regions named `<prefix>.radius.<step>`.
    static func radii(
        _ context: SheetContext, size: Size = Size(width: 160, height: 96), prefix: String = "layout",
        width: Double? = nil
    ) throws -> LayoutBlock {
        let page = context.page
        let tiles = try context.theme.layout.radii.map { step in
            let outline: ShapeOutline =
                step.name == "pill" ? .capsule : .roundedRectangle(cornerRadius: step.value, style: .continuous)
            let shape = LayoutBlock.element(
                .shape(
                    ShapePaint(
                        outline: outline, fill: context.color(.themePrimary).multiplyingAlpha(by: 0.22),
                        stroke: InsideStroke(color: context.color(.themePrimary), width: 1.5))),
                size: size, region: "\(prefix).radius.\(step.name)")
            let note =
                step.name == "pill"
                ? "\(NumberText.plain(step.value)) pt, a capsule" : "\(NumberText.plain(step.value)) pt"
            return LayoutBlock.vertical(
                [
                    shape, try page.label(step.name, page.labels.itemName, width: size.width),
                    try page.label(note, page.labels.caption, width: size.width),
                ], spacing: page.metrics.labelSpacing)
        }
        return .flow(
            tiles, width: width ?? page.metrics.contentWidth, spacing: page.metrics.gutter,
            lineSpacing: page.metrics.itemSpacing)
    }

    /// The `visual.shadows` scale as `.shadow(radius:)` would draw it under a card.
    static func shadows(_ context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let dark = context.theme.scheme == .dark
        let opacity = dark ? min(1, shadowOpacity * 3.5) : shadowOpacity
        let size = Size(width: 160, height: 96)
        let tiles = try context.theme.layout.shadows.map { step in
            let radius = min(step.value, largestDrawnStep / 4)
            let outline = ShapeOutline.roundedRectangle(cornerRadius: 12, style: .continuous)
            let frame = Rect(origin: .zero, size: size)
            var paints: [SheetElement] = []
            if radius > 0 {
                paints.append(
                    SheetElement(
                        frame: frame,
                        content: .shadow(
                            ShadowPaint(
                                outline: outline, color: GentleRGBA.black.multiplyingAlpha(by: opacity),
                                radius: Length(clamping: radius), offsetX: 0, offsetY: radius / 2))))
            }
            paints.append(
                SheetElement(
                    frame: frame,
                    content: .shape(
                        ShapePaint(
                            outline: outline, fill: context.color(.surfaceBase),
                            stroke: InsideStroke(color: context.color(.borderSubtle), width: 0.5))),
                    placement: paints.isEmpty ? .flow : .layered))
            let card = LayoutBlock(size: size, elements: paints).grouped(region: "layout.shadow.\(step.name)")
            // Room for the blur, so a neighbour never sits in a shadow.
            let room = largestDrawnStep / 2
            let caption = "radius \(NumberText.plain(step.value)) · offset 0, \(NumberText.plain(radius / 2))"
            return LayoutBlock.vertical(
                [
                    card.padded(LayoutInsets(top: 0, leading: 0, bottom: room / 2, trailing: 0)),
                    try page.label(step.name, page.labels.itemName, width: size.width),
                    try page.label(caption, page.labels.caption, width: size.width),
                ], spacing: page.metrics.labelSpacing)
        }
        let note = try page.label(
            "Black at \(NumberText.plain(shadowOpacity * 100)) % (× 3.5 in dark mode). GentleDesignSystem 0.7.0 "
                + "surfaces carry their own shadow numbers; this scale is drawn for reference.",
            page.labels.detail)
        let row = LayoutBlock.flow(
            tiles, width: page.metrics.contentWidth, spacing: page.metrics.gutter * 2,
            lineSpacing: page.metrics.itemSpacing)
        return .vertical([note, row], spacing: page.metrics.itemSpacing)
    }

    /// The opacity the reference shadows are drawn at in light mode.
    static let shadowOpacity = 0.16
}
