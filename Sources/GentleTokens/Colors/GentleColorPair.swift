/// A colour as two hex strings, one per scheme; `#RRGGBB` or `#RRGGBBAA`.
public struct GentleColorPair: Codable, Sendable, Equatable, Hashable {
    /// The hex string used in light mode.
    public var lightHex: String
    /// The hex string used in dark mode.
    public var darkHex: String

    /// Creates a pair from its two hex strings.
    public init(lightHex: String, darkHex: String) {
        self.lightHex = lightHex
        self.darkHex = darkHex
    }

    /// The dark hex for `.dark`, the light hex otherwise.
    public func hex(for scheme: GentleColorScheme) -> String {
        scheme == .dark ? darkHex : lightHex
    }
}
