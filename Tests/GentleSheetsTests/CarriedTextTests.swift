import GentleRaster
import GentleSheets
import GentleTheme
import Testing

/// A text block carries the text as the layout set it (shaped, wrapped, aligned), and the drawer
/// paints those glyphs without setting the text again.
@Suite struct CarriedTextTests {
    static let sentence = "Carried text is shaped once and drawn as it was set"

    static func style() -> SheetTextStyle {
        SheetTextStyle(
            font: ResolvedFont(design: .default, weight: .regular, width: nil, size: 13), lineSpacing: 2,
            color: .testInk)
    }

    /// The same style as the canvas sees it, set apart from the sheet code.
    static let raster = TextStyle(
        font: FontRequest(design: .default, weight: 400, size: 13), lineSpacing: 2, color: .testInk)

    @Test(arguments: TextAlignment.allCases)
    func theBlockCarriesTheLinesItWasMeasuredWith(alignment: TextAlignment) throws {
        let typesetter = Typesetter(fonts: try FontLibrary.bundled())
        let block = try LayoutBlock.text(
            Self.sentence, style: Self.style(), maxWidth: 120, alignment: alignment, measurer: typesetter)
        guard case .text(let text) = block.elements[0].content else {
            Issue.record("expected a text element")
            return
        }
        let set = try typesetter.layout(
            Self.sentence, style: Self.raster, maxWidth: 120, alignment: alignment)
        #expect(text.lineCount >= 3)
        #expect(text.measurement.lines == set.lines)
        #expect(text.measurement.lines.allSatisfy { !$0.glyphs.isEmpty })
    }

    /// A frame narrower than the text was set at: a drawer that set the text again would wrap it
    /// to the frame; one that paints what the layout carried draws the lines of 120 pt.
    @Test func theDrawerPaintsTheCarriedGlyphsWithoutWrappingAgain() throws {
        let typesetter = Typesetter(fonts: try FontLibrary.bundled())
        var block = try LayoutBlock.text(Self.sentence, style: Self.style(), maxWidth: 120, measurer: typesetter)
        block.elements[0].frame = Rect(x: 8, y: 8, width: 40, height: block.size.height)
        let page = Size(width: 160, height: block.size.height + 16)
        let layout = SheetLayout(pageSize: page, background: .testPaper, elements: block.elements)
        let drawn = try SheetDrawer(typesetter: typesetter).draw(layout, scale: 2, format: .png).bitmap()

        let expected = try Canvas(size: page, scale: 2)
        expected.fill(.rect(Rect(origin: .zero, size: page)), .testPaper)
        expected.draw(
            try typesetter.layout(Self.sentence, style: Self.raster, maxWidth: 120), at: Point(x: 8, y: 8))
        #expect(drawn == (try expected.bitmap()))
    }
}
