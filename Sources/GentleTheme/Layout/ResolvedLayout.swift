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
    package var scale: [LadderStep] { read(\.scaleSteps, "layout.scale") }
    private let scaleSteps: [LadderStep]
    /// `layout.gap`, between siblings in stacks and lists.
    package var gap: [LadderStep] { read(\.gapSteps, "layout.gap") }
    private let gapSteps: [LadderStep]
    /// `layout.grid`, between grid cells.
    package var grid: [LadderStep] { read(\.gridSteps, "layout.grid") }
    private let gridSteps: [LadderStep]
    /// `layout.touch`, touch-target sizes.
    package var touch: [LadderStep] { read(\.touchSteps, "layout.touch") }
    private let touchSteps: [LadderStep]
    /// `visual.radii`: small, medium, large, pill.
    package var radii: [LadderStep] { read(\.radiiSteps, "visual.radii") }
    private let radiiSteps: [LadderStep]
    /// `visual.shadows`: none, small, medium (not consumed by 0.7.0 surfaces).
    package var shadows: [LadderStep] { read(\.shadowsSteps, "visual.shadows") }
    private let shadowsSteps: [LadderStep]

    /// The ladders of `spec`.
    package init(spec: GentleDesignSystemSpec) {
        let layout = spec.layout
        scaleSteps = Self.ladder(layout.scale)
        gapSteps = Self.ladder(layout.gap)
        gridSteps = Self.ladder(layout.grid)
        touchSteps = Self.ladder(layout.touch)
        let radii = spec.visual.radii
        radiiSteps = [
            LadderStep(name: "small", value: radii.small), LadderStep(name: "medium", value: radii.medium),
            LadderStep(name: "large", value: radii.large), LadderStep(name: "pill", value: radii.pill),
        ]
        let shadows = spec.visual.shadows
        shadowsSteps = [
            LadderStep(name: "none", value: shadows.none), LadderStep(name: "small", value: shadows.small),
            LadderStep(name: "medium", value: shadows.medium),
        ]
    }

    // Handing out a ladder is reading each of its steps.
    private func read(_ ladder: KeyPath<ResolvedLayout, [LadderStep]>, _ path: String) -> [LadderStep] {
        TokenReads.note(path)
        return self[keyPath: ladder]
    }

    private static func ladder(_ tokens: GentleSpacingScaleTokens) -> [LadderStep] {
        GentleSpacingToken.allCases.map { LadderStep(name: $0.rawValue, value: tokens.value(for: $0)) }
    }
}
