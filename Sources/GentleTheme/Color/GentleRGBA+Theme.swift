import GentleTokens

extension GentleRGBA {
    /// SwiftUI's `Color.primary`: black in light mode, white in dark mode.
    package static func primary(for scheme: GentleColorScheme) -> GentleRGBA {
        scheme == .dark ? .white : .black
    }
}
