import GentleTokens

/// A `--preset` value: one built-in preset by id, or `all` of them.
enum PresetChoice: Sendable, Equatable, ArgumentValue {
    /// One preset.
    case preset(GentlePreset)
    /// Every built-in preset.
    case all

    init?(argument: String) {
        if argument == "all" {
            self = .all
        } else if let preset = GentlePreset.named(argument) {
            self = .preset(preset)
        } else {
            return nil
        }
    }

    var argumentDescription: String? {
        switch self {
        case .preset(let preset): preset.id
        case .all: "all"
        }
    }

    static var allowedValues: [String] { GentlePreset.all.map(\.id) + ["all"] }
}
