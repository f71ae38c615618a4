import GentleRaster
import GentleTheme
import GentleTokens

/// Two press animations of one button role plotted over each other, scale(t) only: the old one
/// dashed in a quiet colour, the new one solid in the accent, with the release time marked.
struct PressOverlayPlot: Sendable {
    /// The old and new timelines, released at the same time.
    var before: PressTimeline
    /// The new timeline.
    var after: PressTimeline
    /// The plot area (`surfaceBase`).
    var background: GentleRGBA
    /// The resting line and the release marker (`borderSubtle`).
    var grid: GentleRGBA
    /// The old curve (`textTertiary`).
    var beforeColor: GentleRGBA
    /// The new curve (`primaryCTA`).
    var afterColor: GentleRGBA
    /// Region name of the plot, as `buttons.primary.plot`.
    var region: String

    /// Height of the plot frame.
    static let plotHeight = 96.0
    /// Segments per curve.
    static let segments = 200

    /// Old and new animations of a button, pressed at 0 and released once both have settled.
    init(
        before: ResolvedButton, after: ResolvedButton, colors: PressPlotColors, beforeColor: GentleRGBA,
        region: String
    ) {
        let hold = max(before.animation.settleDuration, after.animation.settleDuration, 0.1)
        self.before = before.timeline(releaseTime: hold)
        self.after = after.timeline(releaseTime: hold)
        background = colors.background
        grid = colors.grid
        self.beforeColor = beforeColor
        afterColor = colors.scale
        self.region = region
    }

    /// Seconds shown: until the slower of the two has settled after the release.
    var duration: Double { max(before.endTime, after.endTime, before.releaseTime + 0.1) }

    /// The plot, `width` wide.
    func block(width: Double) -> LayoutBlock {
        let frame = Rect(x: 0, y: 0, width: width, height: Self.plotHeight)
        let curves = [before, after]
        let samples = curves.flatMap { timeline in
            (0...Self.segments).map { timeline.scale(at: duration * Double($0) / Double(Self.segments)) }
        }
        let scale = PlotScale(data: frame.insetBy(dx: 8, dy: 8).nonNegative, duration: duration, samples: samples)
        let rest = Polyline(
            points: [Point(x: scale.data.minX, y: scale.y(1)), Point(x: scale.data.maxX, y: scale.y(1))],
            color: grid, width: 1, dash: [2, 3])
        let release = Polyline(
            points: [
                Point(x: scale.x(after.releaseTime), y: frame.minY + 4),
                Point(x: scale.x(after.releaseTime), y: frame.maxY - 4),
            ], color: grid, width: 1.5)
        let old = Polyline(points: points(before, scale), color: beforeColor, width: 2, dash: [5, 4])
        let new = Polyline(points: points(after, scale), color: afterColor, width: 2.5)
        let panel = SheetElement(
            frame: frame,
            content: .shape(
                ShapePaint(outline: .roundedRectangle(cornerRadius: 8, style: .continuous), fill: background)),
            region: region)
        let lines = [rest, release, old, new].map {
            SheetElement(frame: frame, content: .polyline($0), placement: .layered)
        }
        return LayoutBlock(size: frame.size, elements: [panel] + lines)
    }

    private func points(_ timeline: PressTimeline, _ scale: PlotScale) -> [Point] {
        (0...Self.segments).map { step in
            let t = duration * Double(step) / Double(Self.segments)
            return scale.point(t, timeline.scale(at: t))
        }
    }
}
