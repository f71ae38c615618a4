import GentleTokens

/// One named step of a token ladder: `xs` 4, `medium` 12.
package struct LadderStep: Sendable, Hashable {
    /// The token name as the spec writes it.
    package let name: String
    /// Its value in points; a negative or non-finite spec value reads as 0.
    package let value: Double

    /// A step named `name` worth `value` points.
    package init(name: String, value: Double) {
        self.name = name
        self.value = value.isFinite ? max(0, value) : 0
    }
}

/// The layout and visual scales of a theme as ladders of named steps, in the spec's order.
package struct ResolvedLayout: Sendable, Equatable {
    /// `layout.scale`, which insets resolve through.
    package let scale: [LadderStep]
    /// `layout.gap`, between siblings in stacks and lists.
    package let gap: [LadderStep]
    /// `layout.grid`, between grid cells.
    package let grid: [LadderStep]
    /// `layout.touch`, touch-target sizes.
    package let touch: [LadderStep]
    /// `visual.radii`: small, medium, large, pill.
    package let radii: [LadderStep]
    /// `visual.shadows`: none, small, medium (not consumed by 0.7.0 surfaces).
    package let shadows: [LadderStep]

    /// The ladders of `spec`.
    package init(spec: GentleDesignSystemSpec) {
        let layout = spec.layout
        scale = Self.ladder(layout.scale)
        gap = Self.ladder(layout.gap)
        grid = Self.ladder(layout.grid)
        touch = Self.ladder(layout.touch)
        let radii = spec.visual.radii
        self.radii = [
            LadderStep(name: "small", value: radii.small), LadderStep(name: "medium", value: radii.medium),
            LadderStep(name: "large", value: radii.large), LadderStep(name: "pill", value: radii.pill),
        ]
        let shadows = spec.visual.shadows
        self.shadows = [
            LadderStep(name: "none", value: shadows.none), LadderStep(name: "small", value: shadows.small),
            LadderStep(name: "medium", value: shadows.medium),
        ]
    }

    private static func ladder(_ tokens: GentleSpacingScaleTokens) -> [LadderStep] {
        GentleSpacingToken.allCases.map { LadderStep(name: $0.rawValue, value: tokens.value(for: $0)) }
    }
}
