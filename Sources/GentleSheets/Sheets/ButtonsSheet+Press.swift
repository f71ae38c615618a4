import GentleTheme
import GentleTokens

extension ButtonsSheet {
    /// A role's animation: its numbers, the press frames, the release frames, the plot.
    static func pressRow(_ role: GentleButtonRole, context: SheetContext) throws -> LayoutBlock {
        let page = context.page
        let specimen = specimen(role, context: context)
        let strip = PressStrip(button: specimen.button)
        let button = try specimen.block(labels[0], page: page)
        let phases = [("Press", strip.pressTimes), ("Release", strip.releaseTimes)]
        var frameNumber = 0
        let rows = try phases.map { name, times in
            let cells = try times.map { t in
                frameNumber += 1
                return try frameCell(
                    button, at: t, strip: strip, region: "buttons.\(role.rawValue).frame\(frameNumber)", page: page)
            }
            return try phaseRow(name, frames: cells, page: page)
        }
        let plot = pressPlot(role, strip: strip, context: context)
        let legend = try plot.legend(page: page)
        let chart = try plot.block(width: page.metrics.contentWidth, page: page)
        let heading = try heading(role, detail: animationText(specimen.button), page: page)
        return .vertical([heading] + rows + [legend, chart], spacing: page.metrics.itemSpacing)
    }

    /// The plot of the role's scale and opacity, in the theme's colours.
    static func pressPlot(_ role: GentleButtonRole, strip: PressStrip, context: SheetContext) -> PressPlot {
        let colors = PressPlotColors(
            background: context.color(.surfaceBase), grid: context.color(.borderSubtle),
            scale: context.color(.primaryCTA), opacity: context.color(.themeSecondary),
            release: context.color(.textTertiary))
        return PressPlot(
            timeline: strip.timeline, frameTimes: strip.times, duration: strip.duration, colors: colors,
            labelStyle: context.page.labels.caption, region: "buttons.\(role.rawValue).plot")
    }

    /// "Press" or "Release" beside its frames, which wrap when they do not fit.
    static func phaseRow(_ name: String, frames: [LayoutBlock], page: SheetPage) throws -> LayoutBlock {
        let nameWidth = try ["Press", "Release"].map { try page.label($0, page.labels.detail).size.width }.max() ?? 0
        let label = try page.label(name, page.labels.detail).withWidth(nameWidth)
        let flowWidth = max(0, page.metrics.contentWidth - nameWidth - page.metrics.gutter)
        let flow = LayoutBlock.flow(
            frames, width: flowWidth, spacing: page.metrics.spacing.m, lineSpacing: page.metrics.spacing.m,
            alignment: .bottom)
        return .horizontal([label, flow], spacing: page.metrics.gutter)
    }

    /// One frame: the button at the frame's scale and opacity in a cell with room for the
    /// largest scale, above its time and the values drawn.
    static func frameCell(
        _ button: LayoutBlock, at t: Double, strip: PressStrip, region: String, page: SheetPage
    ) throws -> LayoutBlock {
        let frame = strip.timeline.frame(at: t)
        let drawn = pressed(button, at: frame, strip: strip, region: region)
        // The group clamps opacity to 1, so the caption states what is drawn, not the overshoot.
        let values =
            "×\(NumberText.fixed(frame.scale, digits: 2)) · α \(NumberText.fixed(min(1, frame.opacity), digits: 2))"
        let caption = LayoutBlock.vertical(
            [
                try page.label(NumberText.milliseconds(t), page.labels.detail),
                try page.label(values, page.labels.caption),
            ],
            spacing: page.metrics.labelSpacing, alignment: .center)
        return .vertical([drawn, caption], spacing: page.metrics.spacing.s, alignment: .center)
    }

    /// The button at a frame's scale and opacity, in a cell with room for the largest scale; the
    /// sheet's frames and the animated previews (`PressPreview`) draw it alike.
    static func pressed(_ button: LayoutBlock, at frame: PressFrame, strip: PressStrip, region: String) -> LayoutBlock {
        let grow = strip.largestScale - 1
        let room = LayoutInsets(horizontal: button.size.width * grow / 2, vertical: button.size.height * grow / 2)
        return button.padded(room).grouped(region: region, opacity: frame.opacity, scale: frame.scale)
    }
}
