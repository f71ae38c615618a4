import GentleRaster
import GentleSheets
import Testing

@Suite struct RectLayoutTests {
    let card = Rect(x: 10, y: 20, width: 100, height: 50)

    @Test func edgesAndCentre() {
        #expect(card.maxX == 110)
        #expect(card.maxY == 70)
        #expect(card.center == Point(x: 60, y: 45))
    }

    @Test func touchingEdgesDoNotOverlap() {
        let right = Rect(x: 110, y: 20, width: 10, height: 10)
        #expect(!card.overlaps(right))
        #expect(card.overlaps(right.offsetBy(dx: -0.5, dy: 0)))
    }

    @Test func containmentIncludesEdges() {
        #expect(card.contains(card))
        #expect(card.contains(card.insetBy(dx: 5, dy: 5)))
        #expect(!card.contains(card.insetBy(dx: -1, dy: 0)))
    }

    @Test func scalingAboutAPointMovesTowardsIt() {
        #expect(card.scaled(2, about: .zero) == Rect(x: 20, y: 40, width: 200, height: 100))
        #expect(card.scaled(0.5, about: card.center) == Rect(x: 35, y: 32.5, width: 50, height: 25))
    }

    @Test func unionSpansBoth() {
        let other = Rect(x: 0, y: 60, width: 20, height: 30)
        #expect(card.union(other) == Rect(x: 0, y: 20, width: 110, height: 70))
    }

    /// Holes cut from `card` (10, 20, 100 × 50), and the parts left: bands above and below at
    /// full width, then the parts beside the hole.
    static let holes: [(hole: Rect, parts: [Rect])] = [
        (
            Rect(x: 30, y: 30, width: 40, height: 20),
            [
                Rect(x: 10, y: 20, width: 100, height: 10), Rect(x: 10, y: 50, width: 100, height: 20),
                Rect(x: 10, y: 30, width: 20, height: 20), Rect(x: 70, y: 30, width: 40, height: 20),
            ]
        ),
        (Rect(x: 0, y: 0, width: 200, height: 200), []),
        (
            Rect(x: 0, y: 20, width: 50, height: 30),
            [Rect(x: 10, y: 50, width: 100, height: 20), Rect(x: 50, y: 20, width: 60, height: 30)]
        ),
        (Rect(x: 300, y: 300, width: 10, height: 10), [Rect(x: 10, y: 20, width: 100, height: 50)]),
    ]

    @Test(arguments: holes)
    func subtractingAHoleLeavesTheBandsAroundIt(hole: Rect, parts: [Rect]) {
        #expect(card.subtracting(hole) == parts)
    }

    @Test func nonNegativeZeroesInsideOutExtentsAndKeepsTheOrigin() {
        #expect(Rect(x: 2, y: 1, width: -5, height: 3).nonNegative == Rect(x: 2, y: 1, width: 0, height: 3))
        #expect(card.insetBy(dx: 60, dy: 5).nonNegative == Rect(x: 70, y: 25, width: 0, height: 40))
        #expect(card.nonNegative == card)
    }
}

@Suite struct PolylineDashTests {
    let line = Polyline(
        points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)], color: .testInk,
        width: 1, dash: [4, 2])

    @Test func dashesFollowThePatternAroundCorners() {
        #expect(
            line.inkedRuns == [
                [Point(x: 0, y: 0), Point(x: 4, y: 0)],
                [Point(x: 6, y: 0), Point(x: 10, y: 0)],
                [Point(x: 10, y: 2), Point(x: 10, y: 6)],
                [Point(x: 10, y: 8), Point(x: 10, y: 10)],
            ])
    }

    @Test func aSolidLineIsOneRun() {
        var solid = line
        solid.dash = []
        #expect(solid.inkedRuns == [line.points])
    }
}
