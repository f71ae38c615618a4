import GentleThemeDiff
import GentleTokens
import Testing

/// One edit of the Gentle Default spec and the token change it must produce.
struct SpecEdit: Sendable, CustomTestStringConvertible {
    /// The token kind the edit exercises.
    let kind: String
    /// The edit.
    let apply: @Sendable (inout GentleDesignSystemSpec) -> Void
    /// The path of the change it must produce.
    let path: String
    /// The change's kind.
    let change: ChangeKind
    /// Text its meaning must contain, if any.
    let meaning: String?

    var testDescription: String { kind }

    /// Gentle Default with `edit` applied.
    static func edited(_ edit: (inout GentleDesignSystemSpec) -> Void) -> GentleDesignSystemSpec {
        var spec = GentlePreset.gentleDefault.spec
        edit(&spec)
        return spec
    }

    /// The diff of Gentle Default against itself with `edit` applied.
    static func diff(_ edit: (inout GentleDesignSystemSpec) -> Void) -> ThemeDiff {
        ThemeDiff(
            old: ComparedTheme(name: "gentle-default", spec: GentlePreset.gentleDefault.spec),
            new: ComparedTheme(name: "edited", spec: edited(edit)))
    }
}
