/// A `--preset` value: one built-in preset by id, or `all` of them.
enum PresetChoice: Sendable, Equatable, ArgumentValue {
    /// The preset with this id.
    case preset(String)
    /// Every built-in preset.
    case all

    init?(argument: String) {
        if argument == "all" {
            self = .all
        } else if PresetCatalogue.ids.contains(argument) {
            self = .preset(argument)
        } else {
            return nil
        }
    }

    var argumentDescription: String? {
        switch self {
        case .preset(let id): id
        case .all: "all"
        }
    }

    static var allowedValues: [String] { PresetCatalogue.ids + ["all"] }
}
