import GentleTheme
import GentleTokens

/// A frosted panel: what is already drawn under the shape, blurred, under the material's layers
/// for the scheme, then the tint.
package struct MaterialPaint: Sendable, Equatable {
    /// The outline the material is clipped to.
    package var outline: ShapeOutline
    /// The material and its tint, as the theme resolved them.
    package var material: SurfaceMaterial
    /// The scheme the material's layers are chosen for.
    package var scheme: GentleColorScheme

    /// Creates a material panel.
    package init(outline: ShapeOutline, material: SurfaceMaterial, scheme: GentleColorScheme) {
        self.outline = outline
        self.material = material
        self.scheme = scheme
    }
}

/// A Liquid Glass panel (iOS 26's `glassEffect(.regular)`): what is already drawn under the
/// shape, lightly blurred and remapped, with a rim highlight.
package struct GlassPaint: Sendable, Equatable {
    /// The outline the glass is clipped to.
    package var outline: ShapeOutline
    /// The scheme the glass face is chosen for.
    package var scheme: GentleColorScheme

    /// Creates a glass panel.
    package init(outline: ShapeOutline, scheme: GentleColorScheme) {
        self.outline = outline
        self.scheme = scheme
    }
}
