import GentleRaster

extension PressPlot {
    /// What each mark of the plot means, each with a sample of the mark, in a wrapping row.
    func legend(page: SheetPage) throws -> LayoutBlock {
        let height = try page.label("0", labelStyle).size.height
        let items: [(LayoutBlock, String)] = [
            (lineSample(Polyline(points: [], color: colors.scale, width: 2.5), height: height), "scale"),
            (
                lineSample(Polyline(points: [], color: colors.opacity, width: 2, dash: [6, 4]), height: height),
                "opacity"
            ),
            (dotSample(height: height), "frames"),
            (ruleSample(height: height), "release at \(NumberText.milliseconds(timeline.releaseTime))"),
        ]
        let blocks = try items.map { sample, text in
            LayoutBlock.horizontal(
                [sample, try page.label(text, labelStyle)], spacing: page.metrics.spacing.xs, alignment: .center)
        }
        return .flow(
            blocks, width: page.metrics.contentWidth, spacing: page.metrics.spacing.l,
            lineSpacing: page.metrics.spacing.xs)
    }

    /// A 24 pt stretch of `line`'s stroke, centred in a box of `height`.
    private func lineSample(_ line: Polyline, height: Double) -> LayoutBlock {
        var sample = line
        sample.points = [Point(x: 2, y: height / 2), Point(x: 22, y: height / 2)]
        return .element(.polyline(sample), size: Size(width: 24, height: height))
    }

    private func dotSample(height: Double) -> LayoutBlock {
        let dot = Rect(x: 0, y: height / 2 - 3.5, width: 7, height: 7)
        let paint = ShapePaint(outline: .ellipse, fill: colors.scale)
        return LayoutBlock(
            size: Size(width: 7, height: height),
            elements: [SheetElement(frame: dot, content: .shape(paint))])
    }

    private func ruleSample(height: Double) -> LayoutBlock {
        let rule = Polyline(
            points: [Point(x: 1, y: 1), Point(x: 1, y: height - 1)], color: colors.release, width: 1.5)
        return .element(.polyline(rule), size: Size(width: 2, height: height))
    }
}
