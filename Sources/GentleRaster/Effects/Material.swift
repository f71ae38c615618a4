import GentleColor

/// SwiftUI's blur materials.
public enum MaterialKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// `.ultraThinMaterial`.
    case ultraThin
    /// `.thinMaterial`.
    case thin
    /// `.regularMaterial`.
    case regular
    /// `.thickMaterial`.
    case thick
    /// `.ultraThickMaterial`.
    case ultraThick
    /// `.bar`, the toolbar material.
    case bar
}

/// The colour scheme a material resolves for.
public enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}

/// A material background: blurred backdrop, the kind's two layers for the scheme, then a tint.
public struct Material: Sendable, Hashable {
    /// Which material.
    public var kind: MaterialKind
    /// Light or dark.
    public var appearance: Appearance
    /// Tint drawn last, its alpha already multiplied by the tint opacity; `nil` for none.
    public var tint: GentleRGBA?

    /// Creates a material.
    public init(kind: MaterialKind, appearance: Appearance, tint: GentleRGBA? = nil) {
        self.kind = kind
        self.appearance = appearance
        self.tint = tint
    }

    /// Backdrop blur σ in points and saturation boost (the common recreation of Apple's recipe).
    static let blurSigma = 20.0, saturation = 1.8

    /// The two layers over the blurred backdrop: a colour-dodge (light) or overlay (dark) layer,
    /// then a normal fill. Numbers: Apple's iOS 18 design kit as transcribed by Haze; ultraThick
    /// and bar have no published values and extend the series (ultraThick past thick, bar as regular).
    var layers: (blend: GentleRGBA, fill: GentleRGBA) {
        switch (kind, appearance) {
        case (.ultraThin, .light): (GentleRGBA(hex: 0x0D0D0D), GentleRGBA(hex: 0xBFBFBF, alpha: 0.44))
        case (.thin, .light): (GentleRGBA(hex: 0x333333), GentleRGBA(hex: 0xA6A6A6, alpha: 0.70))
        case (.regular, .light), (.bar, .light): (GentleRGBA(hex: 0x383838), GentleRGBA(hex: 0xB3B3B3, alpha: 0.82))
        case (.thick, .light): (GentleRGBA(hex: 0x5C5C5C), GentleRGBA(hex: 0x999999, alpha: 0.97))
        case (.ultraThick, .light): (GentleRGBA(hex: 0x5C5C5C), GentleRGBA(hex: 0x999999, alpha: 0.99))
        case (.ultraThin, .dark): (GentleRGBA(hex: 0x9C9C9C), GentleRGBA(hex: 0x252525, alpha: 0.55))
        case (.thin, .dark): (GentleRGBA(hex: 0x9C9C9C), GentleRGBA(hex: 0x252525, alpha: 0.70))
        case (.regular, .dark), (.bar, .dark): (GentleRGBA(hex: 0x8C8C8C), GentleRGBA(hex: 0x252525, alpha: 0.82))
        case (.thick, .dark): (GentleRGBA(hex: 0x7C7C7C), GentleRGBA(hex: 0x252525, alpha: 0.90))
        case (.ultraThick, .dark): (GentleRGBA(hex: 0x7C7C7C), GentleRGBA(hex: 0x252525, alpha: 0.95))
        }
    }
}
