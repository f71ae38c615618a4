import GentleSpecimen
import Testing

/// One of the three theme edits of issue 12 that the old perceptual comparison missed or could
/// not name: the spec before and after, the sheets that draw the token, and the roll-up line.
struct ThemeEdit: Sendable, CustomTestStringConvertible {
    let name: String
    let before: GentleDesignSystemSpec
    let after: GentleDesignSystemSpec
    /// The images whose pixels the edit moves, `<sheet>-<scheme>`.
    let moves: Set<String>
    /// How the roll-up line starts: the token path and its old → new values.
    let rollUp: String

    var testDescription: String { name }

    static let all = [primaryCTA, shadowOpacity, cardBorder, overlayLabel]

    /// `colors.primaryCTA.lightHex` #0B5FFF → #0A4FD6: the button fills, the colour swatches (both
    /// sheets show light and dark) and the light surfaces backdrop.
    static let primaryCTA = edit(
        "primaryCTA.lightHex", moves: ["buttons-light", "colors-light", "colors-dark", "surfaces-light"],
        rollUp: "colors.primaryCTA.light #0B5FFF → #0A4FD6",
        before: { $0.colors.pairByRole["primaryCTA"]?.lightHex = "#0B5FFF" },
        after: { $0.colors.pairByRole["primaryCTA"]?.lightHex = "#0A4FD6" })

    /// `surfaces.cardElevated.shadowOpacity` 0.12 → 0.09: the shadow in both schemes (dark × 3.5).
    static let shadowOpacity = edit(
        "cardElevated.shadowOpacity", moves: ["surfaces-light", "surfaces-dark"],
        rollUp: "surfaces.cardElevated.shadowOpacity 0.12 → 0.09",
        before: { $0.surfaces.roles["cardElevated"]?.shadowOpacity = 0.12 },
        after: { $0.surfaces.roles["cardElevated"]?.shadowOpacity = 0.09 })

    /// `surfaces.card.border.lightHex` #E5E7EB → #9CA3AF: the card's inside stroke, light only.
    static let cardBorder = edit(
        "card.border.lightHex", moves: ["surfaces-light"],
        rollUp: "surfaces.card.border.lightHex #E5E7EB → #9CA3AF",
        before: { $0.surfaces.roles["card"]?.border.lightHex = "#E5E7EB" },
        after: { $0.surfaces.roles["card"]?.border.lightHex = "#9CA3AF" })

    /// `colors.textOnOverlaySecondary.lightHex` #4B5563 → #3F4957: the swatches, and the
    /// secondary labels on the light popover and sheet, which no region of their own names.
    static let overlayLabel = edit(
        "textOnOverlaySecondary.lightHex", moves: ["colors-light", "colors-dark", "surfaces-light"],
        rollUp: "colors.textOnOverlaySecondary.light #4B5563 → #3F4957",
        before: { $0.colors.pairByRole["textOnOverlaySecondary"]?.lightHex = "#4B5563" },
        after: { $0.colors.pairByRole["textOnOverlaySecondary"]?.lightHex = "#3F4957" })

    private static func edit(
        _ name: String, moves: Set<String>, rollUp: String,
        before: (inout GentleDesignSystemSpec) -> Void, after: (inout GentleDesignSystemSpec) -> Void
    ) -> ThemeEdit {
        var old = GentlePreset.gentleDefault.spec
        before(&old)
        var new = old
        after(&new)
        return ThemeEdit(name: name, before: old, after: new, moves: moves, rollUp: rollUp)
    }
}
