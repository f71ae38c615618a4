/// Light or dark appearance; picks one side of every colour pair.
public enum GentleColorScheme: String, Sendable, CaseIterable, Codable {
    case light
    case dark
}
