/// Light or dark appearance; picks one side of every colour pair.
public enum GentleColorScheme: String, Sendable, CaseIterable, Codable {
    /// Light appearance: `lightHex`.
    case light
    /// Dark appearance: `darkHex`.
    case dark
}
