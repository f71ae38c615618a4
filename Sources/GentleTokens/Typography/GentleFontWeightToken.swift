/// The nine system font weights.
public enum GentleFontWeightToken: String, Codable, Sendable, CaseIterable {
    /// Weights 100 to 900.
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// The label the package's editors show.
    public var displayName: String {
        switch self {
        case .ultraLight: "Ultra Light"
        case .thin: "Thin"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        }
    }
}
