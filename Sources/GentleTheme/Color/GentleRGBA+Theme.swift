import GentleTokens

extension GentleRGBA {
    /// SwiftUI's `Color.primary`: black in light mode, white in dark mode.
    public static func primary(for scheme: GentleColorScheme) -> GentleRGBA {
        scheme == .dark ? .white : .black
    }
}
