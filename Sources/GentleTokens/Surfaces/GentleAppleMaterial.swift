/// Apple's blur materials; `noMaterial` means none.
public enum GentleAppleMaterial: String, Codable, Sendable, CaseIterable, Identifiable {
    /// No blur, then the blur materials thinnest first, and the bar material.
    case noMaterial, ultraThin, thin, regular, thick, ultraThick, bar

    /// The raw value.
    public var id: String { rawValue }

    /// The label the package's editors show.
    public var displayName: String {
        switch self {
        case .noMaterial: "None"
        case .ultraThin: "Ultra Thin"
        case .thin: "Thin"
        case .regular: "Regular"
        case .thick: "Thick"
        case .ultraThick: "Ultra Thick"
        case .bar: "Bar"
        }
    }
}
