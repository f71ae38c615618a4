import GentleTheme

/// The theme's resolved spacing scale (`ResolvedTheme.spacing`) as the sheet grid reads it: each
/// step in points, capped at `maximumStep` so that an absurd theme value cannot push the content
/// column below zero width on the fixed-width page. A view of `SpacingScale`, not a second table:
/// `spacing.s` reads the scale's `s`.
@dynamicMemberLookup
package struct SheetSpacing: Sendable, Hashable {
    /// The resolved scale, every step already a drawable `Length`.
    package let scale: SpacingScale

    /// The sheet view of a resolved scale.
    package init(_ scale: SpacingScale) {
        self.scale = scale
    }

    /// The package's default scale (4, 8, 12, 16, 24, 32), shared by all nine presets.
    package static let standard = SheetSpacing(SpacingScale(.gentleDefault))

    /// The largest step a sheet accepts.
    package static let maximumStep = 64.0

    /// One step in points, capped at `maximumStep`.
    package subscript(dynamicMember step: KeyPath<SpacingScale, Length>) -> Double {
        min(Self.maximumStep, scale[keyPath: step].points)
    }
}
