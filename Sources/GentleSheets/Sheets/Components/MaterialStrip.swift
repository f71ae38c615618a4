import GentleRaster
import GentleTheme
import GentleTokens

/// A material role over the flat backdrops iOS's material samples were taken on: a row of
/// swatches, each the bare backdrop framing a panel of the material, named underneath. Over the
/// sheet's busy backdrop the white bars and rings lift the blur by up to 11/255; here the
/// material's own colour shows, and a test can hold it to iOS's samples.
struct MaterialStrip: Sendable {
    /// The role's material and tint.
    var material: SurfaceMaterial
    /// The scheme the recipe is chosen for.
    var scheme: GentleColorScheme

    /// The swatch's corner radius, as the colour chips'.
    static let cornerRadius = 10.0
    /// How far inside the swatch the material panel sits: enough bare backdrop to read its colour.
    static let panelInset = 6.0
    /// Swatch height over width.
    static let aspect = 0.8

    /// The strip across `width`: a caption, then the swatches in one row, wrapping only when a
    /// backdrop's name is wider than its swatch; each swatch is tagged `<region>.<backdrop>`.
    func block(width: Double, page: SheetPage, region: String) throws -> LayoutBlock {
        let gap = page.metrics.spacing.s
        let size = Self.swatchSize(across: width, gap: gap)
        let cells = try FlatBackdrop.iosSamples.map { backdrop in
            let swatch = swatch(
                over: backdrop, size: size, edge: page.labels.rule, region: "\(region).\(backdrop.name)")
            let name = try page.label(backdrop.name, page.labels.caption, width: .infinity)
            return LayoutBlock.vertical([swatch, name], spacing: page.metrics.labelSpacing, alignment: .center)
        }
        let title = try page.label(
            "Over flat backdrops, as iOS's samples were measured", page.labels.caption, width: width)
        let row = LayoutBlock.flow(cells, width: width, spacing: gap, lineSpacing: page.metrics.labelSpacing)
        return .vertical([title, row], spacing: page.metrics.labelSpacing)
    }

    /// The size of one of the swatches side by side across `width`, `gap` apart, in whole points.
    static func swatchSize(across width: Double, gap: Double) -> Size {
        let count = Double(FlatBackdrop.iosSamples.count)
        let side = max(1, ((width - (count - 1) * gap) / count).rounded(.down))
        return Size(width: side, height: (side * aspect).rounded())
    }

    /// One swatch of `size` over `backdrop`, edged in `edge` so a backdrop the colour of the page
    /// still shows its extent, tagged `region`.
    func swatch(over backdrop: FlatBackdrop, size: Size, edge: GentleRGBA, region: String) -> LayoutBlock {
        let outline = ShapeOutline.roundedRectangle(cornerRadius: Self.cornerRadius, style: .continuous)
        let paint = MaterialSwatchPaint(
            outline: outline, backdrop: backdrop, material: material, scheme: scheme, panelInset: Self.panelInset)
        let frame = Rect(origin: .zero, size: size).nonNegative
        let rim = ShapePaint(outline: outline, fill: nil, stroke: InsideStroke(color: edge, width: 1))
        return LayoutBlock(
            size: size,
            elements: [
                SheetElement(frame: frame, content: .materialSwatch(paint)),
                SheetElement(frame: frame, content: .shape(rim), placement: .layered),
            ]
        ).grouped(region: region)
    }
}
