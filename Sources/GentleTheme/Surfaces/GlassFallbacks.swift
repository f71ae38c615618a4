import GentleTokens

/// What a glass role shows where Liquid Glass does not: before iOS 26, and with Reduce
/// Transparency on. GentleDesignSystem has no branch of its own for Reduce Transparency; it draws
/// the same views, and iOS makes the materials and the glass among them opaque.
package struct GlassFallbacks: Sendable, Equatable {
    /// iOS 18 to 25: the fallback material, untinted, when one other than `noMaterial` is set,
    /// otherwise the solid fallback colour.
    package let fallback: SurfaceBackground
    /// The shadow the fallback casts: a card-like role's own, as under any fill (Liquid Glass,
    /// whose background is clear, casts none).
    package let fallbackShadow: SurfaceShadow?
    /// What Reduce Transparency makes of the role on the iOS release drawn.
    package let reduceTransparency: ReducedTransparency

    /// The fallbacks of a glass `style` with the theme's `colors`, its card-like `shadow` and the
    /// release drawn; nil for a solid or material style. The fallback colour is read only when no
    /// fallback material is set, as the package reads it.
    init?(style: GentleSurfaceBackgroundStyle, shadow: SurfaceShadow?, colors: ResolvedColors, ios: IOSVersion) {
        guard case .glass(let material, let colorRole) = style else { return nil }
        fallback = SurfaceBackground.glassFallback(material: material, colorRole: colorRole, colors: colors)
        fallbackShadow = shadow
        if ios.drawsLiquidGlass {
            reduceTransparency = .frostedGlass
        } else if case .material(let drawn) = fallback {
            reduceTransparency = .opaqueMaterial(drawn.kind)
        } else {
            reduceTransparency = .unchanged
        }
    }
}
