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

/// A material background: the backdrop blurred and remapped by the kind's recipe for the scheme,
/// then a tint.
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

    /// The recipe iOS draws this material with.
    public var recipe: MaterialRecipe { MaterialRecipe(kind, appearance) }
}
