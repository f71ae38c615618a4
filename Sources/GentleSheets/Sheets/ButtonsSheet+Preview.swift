import GentleTheme
import GentleTokens

extension ButtonsSheet {
    /// The pages of `role`'s press preview: its first button on the theme's base surface, laid out
    /// at `framesPerSecond` from the same timeline the sheet's press strip samples, from the press
    /// until the release has settled; each phase lasts at most `longestPhase` seconds, so a spring
    /// that never settles still gives a bounded number of pages.
    package static func pressPreviewPages(
        _ role: GentleButtonRole, context: SheetContext, framesPerSecond: Int, longestPhase: Double
    ) throws -> [SheetLayout] {
        let page = context.page
        let sample = specimen(role, context: context)
        let strip = PressStrip(button: sample.button, longestSpan: longestPhase)
        let button = try sample.block(labels[0], page: page)
        let margin = page.metrics.spacing.m
        let count = Int((strip.duration * Double(framesPerSecond)).rounded(.up)) + 1
        return (0..<count).map { index in
            let frame = strip.timeline.frame(at: Double(index) / Double(framesPerSecond))
            let cell = pressed(button, at: frame, strip: strip, region: "buttons.\(role.rawValue)")
                .padded(LayoutInsets(horizontal: margin, vertical: margin))
            return SheetLayout(
                pageSize: cell.size, background: context.color(.surfaceBase), elements: cell.placed(at: .zero))
        }
    }
}
