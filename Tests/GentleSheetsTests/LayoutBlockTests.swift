import GentleRaster
import GentleSheets
import GentleTheme
import Testing

@Suite struct LayoutBlockTests {
    let fill = ElementContent.shape(ShapePaint(outline: .rectangle, fill: .testInk))

    func box(_ width: Double, _ height: Double) -> LayoutBlock {
        .element(fill, size: Size(width: width, height: height))
    }

    @Test func verticalStackAddsHeightsAndSpacing() {
        let stack = LayoutBlock.vertical([box(100, 20), box(60, 30), box(80, 10)], spacing: 8)
        #expect(stack.size == Size(width: 100, height: 76))
        #expect(stack.elements.map(\.frame.minY) == [0, 28, 66])
    }

    @Test func centredStackCentresNarrowBlocks() {
        let stack = LayoutBlock.vertical([box(100, 20), box(60, 30)], spacing: 0, alignment: .center)
        #expect(stack.elements[1].frame.minX == 20)
    }

    @Test(arguments: [(RowAlignment.top, 0.0), (.center, 15), (.bottom, 30)])
    func rowAlignsShorterBlocks(alignment: RowAlignment, expectedY: Double) throws {
        let row = LayoutBlock.horizontal([box(40, 40), box(40, 10)], spacing: 12, alignment: alignment)
        #expect(row.size == Size(width: 92, height: 40))
        #expect(row.elements[1].frame.origin == Point(x: 52, y: expectedY))
    }

    @Test func gridPlacesCellsOnColumnsAndRows() {
        let cells = (0..<7).map { box(50, Double(10 + $0)) }
        let grid = LayoutBlock.grid(cells, columns: 3, columnWidth: 100, columnSpacing: 24, rowSpacing: 16)
        #expect(grid.size.width == 348)
        #expect(grid.size.height == 12 + 16 + 15 + 16 + 16)
        #expect(grid.elements.map(\.frame.minX) == [0, 124, 248, 0, 124, 248, 0])
        #expect(grid.elements.map(\.frame.minY) == [0, 0, 0, 28, 28, 28, 59])
    }

    @Test func flowWrapsBeforePassingTheWidth() {
        let flow = LayoutBlock.flow(
            [box(40, 10), box(40, 20), box(40, 10), box(90, 5)], width: 100, spacing: 10, lineSpacing: 4)
        #expect(
            flow.elements.map(\.frame.origin) == [
                Point(x: 0, y: 0), Point(x: 50, y: 0), Point(x: 0, y: 24), Point(x: 0, y: 38),
            ])
        #expect(flow.size == Size(width: 100, height: 43))
    }

    @Test func paddingMovesContentAndGrowsTheBlock() {
        let padded = box(10, 10).padded(LayoutInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(padded.size == Size(width: 16, height: 14))
        #expect(padded.elements[0].frame.origin == Point(x: 2, y: 1))
    }

    @Test func aBlockSqueezedPastEmptyHasAnEmptyFrameNotAnInsideOutOne() {
        let squeezed = box(10, 10).padded(LayoutInsets(all: -8))
        #expect(squeezed.size == Size(width: -6, height: -6))
        #expect(squeezed.bounds == Rect(x: 0, y: 0, width: 0, height: 0))
        #expect(LayoutBlock.element(fill, size: squeezed.size).elements[0].frame.size == .zero)
    }

    @Test func backingLayersTheContentOnTheBase() {
        let card = box(30, 10).padded(LayoutInsets(all: 16)).backed { bounds in
            [SheetElement(frame: bounds, content: fill, region: "surfaces.card")]
        }
        #expect(card.elements.map(\.placement) == [.flow, .layered])
        #expect(card.elements[0].frame == Rect(x: 0, y: 0, width: 62, height: 42))
    }

    @Test func wrappedTextTakesMeasuredSize() throws {
        let style = SheetTextStyle(
            font: ResolvedFont(design: .default, weight: .regular, width: nil, size: 10), lineSpacing: 2,
            color: .testInk)
        let block = try LayoutBlock.text("aaaa bbbb cccc", style: style, maxWidth: 50, measurer: FixedAdvanceMeasurer())
        guard case .text(let text) = block.elements[0].content else {
            Issue.record("expected a text element")
            return
        }
        #expect(text.lineCount == 2)
        #expect(block.size == Size(width: 45, height: 27))
    }

    @Test func theFirstBaselineIsTheTopmostTexts() throws {
        let style = SheetTextStyle(
            font: ResolvedFont(design: .default, weight: .regular, width: nil, size: 10), color: .testInk)
        let measurer = FixedAdvanceMeasurer()
        let stack = LayoutBlock.vertical(
            [
                box(10, 6), try .text("a", style: style, maxWidth: 100, measurer: measurer),
                try .text("b", style: style, maxWidth: 100, measurer: measurer),
            ],
            spacing: 4)
        #expect(stack.firstBaseline == 20)
        #expect(box(10, 10).firstBaseline == nil)
    }

    @Test func centredTextTakesTheWholeWidth() throws {
        let style = SheetTextStyle(
            font: ResolvedFont(design: .default, weight: .regular, width: nil, size: 10), color: .testInk)
        let block = try LayoutBlock.text(
            "ab", style: style, maxWidth: 80, alignment: .center, measurer: FixedAdvanceMeasurer())
        #expect(block.size.width == 80)
    }
}
