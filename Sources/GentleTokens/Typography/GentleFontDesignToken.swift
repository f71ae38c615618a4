/// The four system font designs: SF Pro, New York, SF Pro Rounded, SF Mono.
public enum GentleFontDesignToken: String, Codable, Sendable, CaseIterable {
    /// SF Pro, New York, SF Pro Rounded, SF Mono.
    case `default`, serif, rounded, monospaced
}
