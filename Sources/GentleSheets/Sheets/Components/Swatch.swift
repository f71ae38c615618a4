import GentleRaster
import GentleTokens

/// A colour chip over a checkerboard, so that alpha reads, with a hairline edge so that a chip
/// the colour of the page still shows its extent.
enum Swatch {
    /// Checkerboard squares: neutral greys, as image editors show transparency.
    static let checkerLight = GentleRGBA(red: 1, green: 1, blue: 1)
    /// The darker checkerboard square.
    static let checkerDark = GentleRGBA(red: 0.8, green: 0.82, blue: 0.85)

    /// A `size` chip of `color`, edged in `edge`.
    static func block(_ color: GentleRGBA, size: Size, edge: GentleRGBA, region: String? = nil) -> LayoutBlock {
        let outline = ShapeOutline.roundedRectangle(cornerRadius: 10, style: .continuous)
        let frame = Rect(origin: .zero, size: size).nonNegative
        let checker = Checkerboard(outline: outline, cellSize: 8, light: checkerLight, dark: checkerDark)
        let chip = ShapePaint(outline: outline, fill: color, stroke: InsideStroke(color: edge, width: 1))
        return LayoutBlock(
            size: size,
            elements: [
                SheetElement(frame: frame, content: .checkerboard(checker)),
                SheetElement(frame: frame, content: .shape(chip), region: region, placement: .layered),
            ])
    }
}
