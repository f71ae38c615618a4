import GentleRaster
import GentleTheme
import GentleTokens
import Testing

@testable import GentleSheets

@Suite struct PressPlotTests {
    static let animations: [PressAnimation] = [
        .instant,
        .easeOut(duration: 0.12),
        SpringParameters(response: 0.45, dampingFraction: 0.45).map(PressAnimation.spring) ?? .instant,
        SpringParameters(response: 0.22, dampingFraction: 0.85).map(PressAnimation.spring) ?? .instant,
    ]

    func plot(_ animation: PressAnimation, theme: SyntheticTheme) throws -> (PressPlot, LayoutBlock) {
        let timeline = PressTimeline(
            animation: animation, pressedScale: 0.72, pressedOpacity: 0.9,
            releaseTime: max(0.1, animation.settleDuration))
        let times = (0..<8).map { timeline.endTime * Double($0) / 7 }
        let colors = PressPlotColors(
            background: .testPaper, grid: .testInk, scale: .testInk, opacity: .testInk, release: .testInk)
        let plot = PressPlot(
            timeline: timeline, frameTimes: times, duration: timeline.endTime, colors: colors,
            labelStyle: theme.labels.caption, region: "buttons.primary.plot")
        return (plot, try plot.block(width: 864, page: theme.page))
    }

    @Test(arguments: animations, SyntheticTheme.all)
    func thePlotIsClean(animation: PressAnimation, theme: SyntheticTheme) throws {
        let (_, block) = try plot(animation, theme: theme)
        let layout = SheetLayout(pageSize: block.size, background: .testPaper, elements: block.elements)
        #expect(GeometryCheck.issues(in: layout).isEmpty, "\(GeometryCheck.issues(in: layout))")
        #expect(layout.regions.map(\.name) == ["buttons.primary.plot"])
    }

    @Test func curvesStayInsideTheDataArea() throws {
        let (plot, block) = try plot(Self.animations[2], theme: SyntheticTheme.all[2])
        let frame = try #require(block.elements.first?.frame)
        let curves = block.elements.compactMap { element -> Polyline? in
            if case .polyline(let line) = element.content, line.points.count > 2 { return line }
            return nil
        }
        #expect(curves.count == 2)
        for point in curves.flatMap(\.points) {
            #expect(frame.insetBy(dx: 7.9, dy: 7.9).contains(Rect(origin: point, size: .zero)))
        }
        #expect(plot.samples.count == 241)
    }

    static let tickCases: [(Double, Double, Double, Double, [Double])] = [
        (0.6, 1.1, 140.0 / 0.5, 20.0, [0.6, 0.7, 0.8, 0.9, 1.0, 1.1]),
        (0.6, 1.1, 140.0 / 0.5, 40.0, [0.6, 0.8, 1.0]),
        (0, 1.41, 800 / 1.41, 100, [0, 0.2, 0.4, 0.6, 0.8, 1.0, 1.2, 1.4]),
    ]

    @Test(arguments: tickCases)
    func ticksAreRoundAndApart(lower: Double, upper: Double, perUnit: Double, spacing: Double, expected: [Double]) {
        let ticks = AxisTicks(lower: lower, upper: upper, pointsPerUnit: perUnit, minimumSpacing: spacing)
        #expect(ticks.values.count == expected.count)
        for (value, want) in zip(ticks.values, expected) {
            #expect(abs(value - want) < 1e-9)
        }
        #expect(ticks.step * perUnit >= spacing)
    }
}
