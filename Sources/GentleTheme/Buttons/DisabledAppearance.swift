import GentleTokens

/// How `GentleButtonStyle` draws a disabled button: the whole button at a saturation and an opacity.
package struct DisabledAppearance: Sendable, Equatable {
    /// `.saturation(_:)`: 1 leaves colours as they are.
    package let saturation: Double
    /// `.opacity(_:)`.
    package let opacity: Double

    /// The package's rule: solid fills at opacity 0.4 (saturation 1), hollow buttons at
    /// saturation 0.3 and opacity 0.6.
    package init(fill: GentleButtonFillRole) {
        switch fill {
        case .solidFillPrimaryCTA, .solidFillDestructive:
            saturation = 1
            opacity = 0.4
        case .hollow:
            saturation = 0.3
            opacity = 0.6
        }
    }
}
