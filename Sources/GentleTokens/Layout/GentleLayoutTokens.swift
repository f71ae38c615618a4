/// Spacing scales and insets; all five keys are required in JSON.
public struct GentleLayoutTokens: Codable, Sendable, Equatable {
    /// The canonical scale insets resolve through.
    public var scale: GentleSpacingScaleTokens
    /// Spacing between siblings in stacks and lists.
    public var gap: GentleGapTokens
    /// Spacing in grids.
    public var grid: GentleGridSpacingTokens
    /// Touch spacing.
    public var touch: GentleTouchTokens
    /// Semantic container insets.
    public var inset: GentleInsetTokens

    /// Creates layout tokens from their five parts.
    public init(
        scale: GentleSpacingScaleTokens, gap: GentleGapTokens, grid: GentleGridSpacingTokens,
        touch: GentleTouchTokens, inset: GentleInsetTokens
    ) {
        self.scale = scale
        self.gap = gap
        self.grid = grid
        self.touch = touch
        self.inset = inset
    }

    /// The points of an inset: its axis steps read from `scale`, never from `gap`.
    public func insetValue(
        _ role: GentleInsetRole, variant: GentleInsetVariant = .regular
    ) -> (horizontal: Double, vertical: Double) {
        let axis = inset.axisTokens(for: role, variant: variant)
        return (scale.value(for: axis.horizontal), scale.value(for: axis.vertical))
    }
}
