import GentleRaster
import GentleSheets
import GentleTheme
import Testing

@Suite struct GeometryCheckTests {
    let page = Size(width: 200, height: 100)

    func shape(_ rect: Rect, region: String? = nil, placement: ElementPlacement = .flow) -> SheetElement {
        SheetElement(
            frame: rect, content: .shape(ShapePaint(outline: .rectangle, fill: .testInk)),
            region: region, placement: placement)
    }

    func issues(_ elements: [SheetElement]) -> [LayoutIssue] {
        GeometryCheck.issues(in: SheetLayout(pageSize: page, background: .testPaper, elements: elements))
    }

    @Test func separateSiblingsPass() {
        #expect(
            issues([
                shape(Rect(x: 0, y: 0, width: 100, height: 50)),
                shape(Rect(x: 100, y: 0, width: 100, height: 50)),
            ]).isEmpty)
    }

    @Test func overlappingSiblingsAreReportedByName() {
        let found = issues([
            shape(Rect(x: 10, y: 10, width: 50, height: 50), region: "colors.background"),
            shape(Rect(x: 40, y: 40, width: 50, height: 50), region: "colors.primaryCTA"),
        ])
        #expect(
            found == [
                LayoutIssue(
                    rule: .overlap, element: "1 shape [colors.primaryCTA]", other: "0 shape [colors.background]")
            ])
    }

    @Test func aLayeredElementInsideItsBasePasses() {
        let card = Rect(x: 10, y: 10, width: 100, height: 60)
        #expect(issues([shape(card), shape(card.insetBy(dx: 16, dy: 16), placement: .layered)]).isEmpty)
    }

    @Test func aLayeredElementSpillingOffItsBaseIsReported() {
        let card = Rect(x: 10, y: 10, width: 100, height: 60)
        let found = issues([shape(card), shape(card.offsetBy(dx: 20, dy: 0), placement: .layered)])
        #expect(found.map(\.rule) == [.overlap])
    }

    @Test func twoLabelsOnOneCardMustNotOverlapEachOther() {
        let card = Rect(x: 0, y: 0, width: 100, height: 60)
        let found = issues([
            shape(card),
            shape(Rect(x: 10, y: 10, width: 50, height: 20), placement: .layered),
            shape(Rect(x: 10, y: 20, width: 50, height: 20), placement: .layered),
        ])
        #expect(found.map(\.rule) == [.overlap])
    }

    @Test func decorationsMayBeOverlappedButNeedABase() {
        let backdrop = Rect(x: 0, y: 0, width: 100, height: 60)
        let dot = Rect(x: 10, y: 10, width: 30, height: 30)
        let clean = issues([
            shape(backdrop), shape(dot, placement: .decoration),
            shape(backdrop.insetBy(dx: 20, dy: 20), placement: .layered),
        ])
        #expect(clean.isEmpty)
        let stray = issues([shape(backdrop), shape(dot.offsetBy(dx: 80, dy: 0), placement: .decoration)])
        #expect(stray == [LayoutIssue(rule: .decorationWithoutBase, element: "1 shape")])
    }

    @Test func aShadowReachingBeyondThePageIsReported() {
        let shadow = ShadowPaint(outline: .rectangle, color: .testInk, radius: 8, offsetX: 0, offsetY: 6)
        let frame = Rect(x: 20, y: 30, width: 100, height: 60)
        let found = issues([SheetElement(frame: frame, content: .shadow(shadow))])
        #expect(found == [LayoutIssue(rule: .outsidePage, element: "0 shadow")])
    }

    @Test func aGroupIsCheckedAfterItsScale() {
        let frame = Rect(x: 0, y: 0, width: 200, height: 100)
        let group = ElementGroup(children: [shape(frame.insetBy(dx: 10, dy: 10))], opacity: 0.9, scale: 1.2)
        let found = issues([SheetElement(frame: frame, content: .group(group))])
        #expect(found.map(\.rule) == [.outsidePage, .outsidePage])
    }

    @Test func aChildOutsideItsGroupIsReported() {
        let frame = Rect(x: 0, y: 0, width: 100, height: 100)
        let group = ElementGroup(children: [shape(Rect(x: 90, y: 0, width: 20, height: 20))])
        let found = issues([SheetElement(frame: frame, content: .group(group))])
        #expect(found == [LayoutIssue(rule: .outsideGroup, element: "0.0 shape", other: "0 group")])
    }

    // The review's Dynamic Type check reads a text that leaves its box by its characters.
    @Test func aTextOutsideItsGroupCarriesItsCharacters() throws {
        let style = SheetTextStyle(
            font: ResolvedFont(design: .default, weight: .regular, width: nil, size: 10), lineSpacing: 2,
            color: .testInk)
        let block = try LayoutBlock.text("unbreakable", style: style, maxWidth: 200, measurer: FixedAdvanceMeasurer())
        let text = try #require(block.elements.first)
        let group = ElementGroup(children: [
            text.offsetBy(dx: 90, dy: 0), shape(Rect(x: 0, y: 40, width: 10, height: 10)),
        ])
        let found = issues([SheetElement(frame: Rect(x: 0, y: 0, width: 100, height: 60), content: .group(group))])
        #expect(found.map(\.rule) == [.outsideGroup])
        #expect(found.map(\.text) == ["unbreakable"])
    }

    @Test func aNonFiniteFrameIsReported() {
        let found = issues([shape(Rect(x: .nan, y: 0, width: 10, height: 10))])
        #expect(found.map(\.rule) == [.nonFiniteFrame])
    }
}
