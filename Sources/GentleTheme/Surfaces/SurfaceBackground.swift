import GentleTokens

/// What fills a surface, with glass already resolved for the iOS version drawn: Liquid Glass on
/// iOS 26, its fallback before.
package enum SurfaceBackground: Sendable, Equatable {
    /// Nothing is drawn (a `noMaterial` material without a tint).
    case clear
    /// A flat colour, alpha included.
    case solid(GentleRGBA)
    /// A blur material over whatever is behind, with an optional tint overlay on top.
    case material(SurfaceMaterial)
    /// iOS 26's `Color.clear` + `glassEffect(.regular)` in the surface's shape.
    case liquidGlass
}

/// A SwiftUI material and its tint overlay.
package struct SurfaceMaterial: Sendable, Equatable {
    /// The material thickness; never `noMaterial`.
    package let kind: GentleAppleMaterial
    /// The tint colour with alpha = hex alpha × tint opacity, or nil when the spec names no tint.
    package let tint: GentleRGBA?

    /// A material of `kind` with an optional `tint`.
    package init(kind: GentleAppleMaterial, tint: GentleRGBA?) {
        self.kind = kind
        self.tint = tint
    }
}

extension SurfaceBackground {
    /// Resolves a spec background style with the theme's colours for an iOS version.
    ///
    /// A material's tint is `.opacity(tintOpacity)` on a colour that may carry its own hex alpha,
    /// so the two multiply. Glass is Liquid Glass on iOS 26; before, it draws as its fallback: the
    /// fallback material (untinted) when one is set, otherwise the solid fallback colour.
    package init(style: GentleSurfaceBackgroundStyle, colors: ResolvedColors, ios: IOSVersion = .standard) {
        switch style {
        case .solid(let role):
            self = .solid(colors[role])
        case .material(let material, let tintRole, let tintOpacity):
            let tint = tintRole.map { colors[$0].multiplyingAlpha(by: tintOpacity) }
            guard material != .noMaterial else {
                self = tint.map(SurfaceBackground.solid) ?? .clear
                return
            }
            self = .material(SurfaceMaterial(kind: material, tint: tint))
        case .glass(let fallbackMaterial, let fallbackRole):
            self =
                ios.drawsLiquidGlass
                ? .liquidGlass : Self.glassFallback(material: fallbackMaterial, colorRole: fallbackRole, colors: colors)
        }
    }

    /// What a glass style draws before iOS 26: its `material`, untinted, unless nil or
    /// `noMaterial`, otherwise the solid colour of `colorRole`.
    static func glassFallback(
        material: GentleAppleMaterial?, colorRole: GentleColorRole, colors: ResolvedColors
    ) -> SurfaceBackground {
        guard let material, material != .noMaterial else { return .solid(colors[colorRole]) }
        return .material(SurfaceMaterial(kind: material, tint: nil))
    }
}
