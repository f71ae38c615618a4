import GentleColor

/// SwiftUI's blur materials.
package enum MaterialKind: String, Sendable, Hashable, Codable, CaseIterable {
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
package enum Appearance: String, Sendable, Hashable, Codable, CaseIterable {
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}

/// A material background: the backdrop blurred and remapped by the kind's recipe for the scheme,
/// then a tint.
package struct Material: Sendable, Hashable {
    /// Which material.
    package var kind: MaterialKind
    /// Light or dark.
    package var appearance: Appearance
    /// Tint drawn last, its alpha already multiplied by the tint opacity; `nil` for none.
    package var tint: GentleRGBA?

    /// Creates a material.
    package init(kind: MaterialKind, appearance: Appearance, tint: GentleRGBA? = nil) {
        self.kind = kind
        self.appearance = appearance
        self.tint = tint
    }

    /// The recipe iOS draws this material with.
    package var recipe: MaterialRecipe { MaterialRecipe(kind, appearance) }
}
