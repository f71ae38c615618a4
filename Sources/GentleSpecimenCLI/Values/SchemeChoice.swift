import GentleTokens

/// Which colour schemes to draw.
enum SchemeChoice: String, CaseIterable, Sendable, ArgumentValue {
    case light, dark, both

    /// The schemes drawn, light first.
    var schemes: [GentleColorScheme] {
        switch self {
        case .light: [.light]
        case .dark: [.dark]
        case .both: [.light, .dark]
        }
    }
}
