import GentleFiles
import GentleTheme
import GentleThemeDiff
import GentleTokens

/// The buttons section of the change sheet: each button role whose spec or animation changed,
/// at rest before and after, over a plot of both press curves.
enum ButtonChanges {
    /// The section body, or nil when no button role or animation changed.
    static func block(_ context: ChangeSheetContext) throws -> LayoutBlock? {
        let roleChanges = context.changes(in: .buttons)
        let motionChanges = context.changes(in: .animations)
        let roles = GentleButtonRole.ordered.filter { role in
            roleChanges.contains { $0.owner == role.rawValue }
                || motionChanges.contains { uses(role, $0.owner, context: context) }
        }
        let unused = ChangeSheetContext.owners(motionChanges).filter { animation in
            !GentleButtonRole.ordered.contains { uses($0, animation, context: context) }
        }
        guard !roles.isEmpty || !unused.isEmpty else { return nil }
        let page = context.page
        let rows = try roles.map { role in
            let motion = motionChanges.filter { uses(role, $0.owner, context: context) }
            return try row(
                role, changes: roleChanges.filter { $0.owner == role.rawValue }, motion: motion,
                context: context)
        }
        let notes = try unused.map { animation in
            let changes = motionChanges.filter { $0.owner == animation }
            return try ChangeSheet.heading(
                "buttons.animations.\(animation)", changes: changes, page: page,
                extra: ["used by no button"] + (changes.first?.meaning ?? []))
        }
        return ChangeSheet.divided(rows + notes, page: page)
    }

    /// Whether `role` animates with `animation` in the old or the new theme.
    static func uses(_ role: GentleButtonRole, _ animation: String, context: ChangeSheetContext) -> Bool {
        context.before.theme.buttons[role].animationRole.rawValue == animation
            || context.after.theme.buttons[role].animationRole.rawValue == animation
    }

    /// The role's heading, its button before and after, and the two press curves.
    static func row(
        _ role: GentleButtonRole, changes: [GentleThemeDiff.TokenChange], motion: [GentleThemeDiff.TokenChange],
        context: ChangeSheetContext
    ) throws -> LayoutBlock {
        let page = context.page
        let path = "buttons.\(role.rawValue)"
        let motionText = motion.map {
            "\(LiteralText.replacing("buttons.animations.", with: "", in: $0.path)) "
                + "\($0.old?.text ?? "—") → \($0.new?.text ?? "—")"
        }
        let meaning = (changes + motion).flatMap(\.meaning)
        var seen = Set<String>()
        let heading = try ChangeSheet.heading(
            path, changes: changes, page: page, extra: motionText + meaning.filter { seen.insert($0).inserted })
        let sides = try [("Before", context.before, "before"), ("After", context.after, "after")].map {
            side, sheet, tag in
            let button = try ButtonsSheet.specimen(role, context: sheet).block(ButtonsSheet.labels[0], page: page)
            return try ChangeSheet.sideLabel(side, over: button.grouped(region: "\(path).\(tag)"), page: page)
        }
        let colors = context.after
        let plot = PressOverlayPlot(
            before: context.before.theme.buttons[role], after: context.after.theme.buttons[role],
            colors: PressPlotColors(
                background: colors.color(.surfaceBase), grid: colors.color(.borderSubtle),
                scale: colors.color(.primaryCTA), opacity: colors.color(.themeSecondary),
                release: colors.color(.textTertiary)),
            beforeColor: colors.color(.textTertiary), region: "\(path).plot")
        let rest = LayoutBlock.horizontal(sides, spacing: page.metrics.gutter * 2, alignment: .bottom)
        // The curves are drawn only when the press itself changed; a new shape or fill leaves them alone.
        let pressFields: Set<String> = ["animationRole", "pressedScale", "pressedOpacity"]
        let pressChanged = !motion.isEmpty || changes.contains { pressFields.contains(Self.field(of: $0)) }
        guard pressChanged else { return .vertical([heading, rest], spacing: page.metrics.spacing.s) }
        let legend = try page.label(
            "scale(t): before dashed, after solid · released once both settle", page.labels.caption)
        return .vertical(
            [heading, rest, plot.block(width: page.metrics.contentWidth), legend], spacing: page.metrics.spacing.s)
    }

    private static func field(of change: GentleThemeDiff.TokenChange) -> String {
        change.path.split(separator: ".").last.map(String.init) ?? ""
    }
}
