import GentleRaster
import GentleTheme
import GentleTokens

/// A flat colour iOS's material samples were taken over (`materials-measured.md` §1).
package struct FlatBackdrop: Sendable, Hashable {
    /// The sample set's name for it, as `gray25`.
    package var name: String
    /// The colour, opaque.
    package var color: GentleRGBA

    /// Creates a backdrop.
    package init(name: String, color: GentleRGBA) {
        self.name = name
        self.color = color
    }

    /// The eight backdrops of the 64 iOS samples, the greys dark to light, then the colours.
    package static let iosSamples: [FlatBackdrop] = [
        ("black", 0x000000), ("gray25", 0x404040), ("gray50", 0x808080), ("gray75", 0xBFBFBF),
        ("white", 0xFFFFFF), ("red", 0xFF0000), ("blue", 0x0000FF), ("teal", 0x3C8CA0),
    ].map { FlatBackdrop(name: $0.0, color: GentleRGBA(hex: $0.1)) }
}

/// A material over a flat backdrop alone, as iOS's samples were taken: the swatch is the
/// backdrop's colour, a panel `panelInset` inside it the material, composited apart from the
/// page so its blur sees nothing else.
package struct MaterialSwatchPaint: Sendable, Equatable {
    /// The swatch's outline; the panel's is the same shape, its radius smaller by the inset.
    package var outline: ShapeOutline
    /// The flat colour under the material.
    package var backdrop: FlatBackdrop
    /// The material and its tint, as the theme resolved them.
    package var material: SurfaceMaterial
    /// The scheme the material's recipe is chosen for.
    package var scheme: GentleColorScheme
    /// How far inside the swatch the panel sits, in points, so the bare backdrop frames it.
    package var panelInset: Double

    /// Creates a material swatch.
    package init(
        outline: ShapeOutline, backdrop: FlatBackdrop, material: SurfaceMaterial, scheme: GentleColorScheme,
        panelInset: Double
    ) {
        self.outline = outline
        self.backdrop = backdrop
        self.material = material
        self.scheme = scheme
        self.panelInset = max(0, panelInset)
    }

    /// The panel's outline: concentric with the swatch's.
    package var panelOutline: ShapeOutline {
        switch outline {
        case .roundedRectangle(let radius, let style):
            .roundedRectangle(cornerRadius: max(0, radius - panelInset), style: style)
        default: outline
        }
    }
}
