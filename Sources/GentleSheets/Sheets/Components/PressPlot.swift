import GentleRaster
import GentleTheme
import GentleTokens

/// The colours a press plot is drawn in, all taken from the theme.
struct PressPlotColors: Sendable, Hashable {
    /// The plot area (`surfaceBase`).
    var background: GentleRGBA
    /// Grid and frame-time lines (`borderSubtle`).
    var grid: GentleRGBA
    /// The scale curve and frame marks (`primaryCTA`).
    var scale: GentleRGBA
    /// The opacity curve (`themeSecondary`).
    var opacity: GentleRGBA
    /// The release marker (`textTertiary`).
    var release: GentleRGBA
}

/// A plot of one button role's scale(t) and opacity(t) over press and release, with the sampled
/// frames marked on the scale curve and the release time drawn as a line.
struct PressPlot: Sendable {
    /// The animation plotted.
    var timeline: PressTimeline
    /// Times of the frames shown in the strip above, marked on the curve.
    var frameTimes: [Double]
    /// Seconds shown, from the press; at least the timeline's end and the last frame.
    var duration: Double
    /// Colours from the theme.
    var colors: PressPlotColors
    /// Style of tick labels and legend.
    var labelStyle: SheetTextStyle
    /// Region name of the plot, as `buttons.primary.plot`.
    var region: String

    /// Height of the plot frame; the curves sit 8 pt inside it.
    static let plotHeight = 140.0
    /// Segments per curve: smooth at 3x for the springiest preset.
    static let segments = 240

    /// The plot with its axis labels, `width` wide.
    func block(width: Double, page: SheetPage) throws -> LayoutBlock {
        let spacing = page.metrics.spacing
        let yLabels = try tickLabels(for: [1], page: page)
        let labelHeight = yLabels.map(\.size.height).max() ?? 0
        let gutter = try widestYLabel(page: page) + spacing.s
        let plotFrame = Rect(
            x: gutter, y: labelHeight / 2, width: max(0, width - gutter), height: Self.plotHeight)
        // Sampled once: the scale's range and both curves are drawn from the same frames.
        let samples = self.samples
        let scale = PlotScale(
            data: plotFrame.insetBy(dx: 8, dy: 8).nonNegative, duration: duration,
            samples: samples.flatMap { [$0.scale, $0.opacity] })
        var elements = [
            SheetElement(
                frame: plotFrame,
                content: .shape(
                    ShapePaint(outline: .roundedRectangle(cornerRadius: 8, style: .continuous), fill: colors.background)
                ),
                region: region)
        ]
        elements += try grid(scale: scale, plotFrame: plotFrame, page: page, labelHeight: labelHeight)
        elements += curves(samples, scale: scale, plotFrame: plotFrame)
        elements += try timeLabels(scale: scale, plotFrame: plotFrame, page: page)
        let height = elements.map(\.frame.maxY).max() ?? 0
        return LayoutBlock(size: Size(width: width, height: height), elements: elements)
    }

    /// The curves sampled evenly over the plotted duration.
    var samples: [PressFrame] {
        (0...Self.segments).map { timeline.frame(at: duration * Double($0) / Double(Self.segments)) }
    }

    private func grid(
        scale: PlotScale, plotFrame: Rect, page: SheetPage, labelHeight: Double
    ) throws -> [SheetElement] {
        let ticks = AxisTicks(
            lower: scale.lower, upper: scale.upper, pointsPerUnit: scale.pointsPerValue,
            minimumSpacing: labelHeight + page.metrics.spacing.xs)
        let labelWidth = plotFrame.minX - page.metrics.spacing.s
        return try ticks.values.flatMap { value -> [SheetElement] in
            let y = scale.y(value)
            let line = Polyline(
                points: [Point(x: scale.data.minX, y: y), Point(x: scale.data.maxX, y: y)],
                color: colors.grid, width: 1, dash: value == 1 ? [] : [2, 3])
            let label = try page.label(
                NumberText.fixed(value, digits: 2), labelStyle, width: labelWidth, alignment: .trailing)
            return [SheetElement(frame: plotFrame, content: .polyline(line), placement: .layered)]
                + label.withWidth(labelWidth).placed(at: Point(x: 0, y: y - label.size.height / 2))
        }
    }

    private func curves(_ samples: [PressFrame], scale: PlotScale, plotFrame: Rect) -> [SheetElement] {
        let frameLines = frameTimes.map { t in
            Polyline(
                points: [
                    Point(x: scale.x(t), y: scale.data.minY), Point(x: scale.x(t), y: scale.data.maxY),
                ], color: colors.grid, width: 1, dash: [1, 3])
        }
        let release = Polyline(
            points: [
                Point(x: scale.x(timeline.releaseTime), y: plotFrame.minY + 4),
                Point(x: scale.x(timeline.releaseTime), y: plotFrame.maxY - 4),
            ], color: colors.release, width: 1.5)
        let opacity = Polyline(
            points: samples.map { scale.point($0.time, $0.opacity) }, color: colors.opacity, width: 2, dash: [6, 4])
        let scaleCurve = Polyline(
            points: samples.map { scale.point($0.time, $0.scale) }, color: colors.scale, width: 2.5)
        let lines = (frameLines + [release, opacity, scaleCurve]).map {
            SheetElement(frame: plotFrame, content: .polyline($0), placement: .layered)
        }
        let marks = frameTimes.map { t in
            let center = scale.point(t, timeline.scale(at: t))
            let dot = Rect(x: center.x - 3.5, y: center.y - 3.5, width: 7, height: 7)
            return SheetElement(
                frame: dot, content: .shape(ShapePaint(outline: .ellipse, fill: colors.scale)), placement: .layered)
        }
        return lines + marks
    }

    private func timeLabels(scale: PlotScale, plotFrame: Rect, page: SheetPage) throws -> [SheetElement] {
        let widest = try page.label(NumberText.milliseconds(scale.duration), labelStyle).size.width
        let ticks = AxisTicks(
            lower: 0, upper: scale.duration, pointsPerUnit: scale.pointsPerSecond,
            minimumSpacing: 1.5 * widest + page.metrics.spacing.m)
        return try ticks.values.flatMap { t -> [SheetElement] in
            let label = try page.label(NumberText.milliseconds(t), labelStyle)
            let x = min(max(scale.x(t) - label.size.width / 2, plotFrame.minX), plotFrame.maxX - label.size.width)
            return label.placed(at: Point(x: x, y: plotFrame.maxY + page.metrics.spacing.xs))
        }
    }

    private func tickLabels(for values: [Double], page: SheetPage) throws -> [LayoutBlock] {
        try values.map { try page.label(NumberText.fixed($0, digits: 2), labelStyle) }
    }

    private func widestYLabel(page: SheetPage) throws -> Double {
        try tickLabels(for: [0.88], page: page).map(\.size.width).max() ?? 0
    }
}
