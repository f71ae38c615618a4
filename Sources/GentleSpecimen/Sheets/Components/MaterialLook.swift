import GentleTheme
import GentleTokens

/// How an Apple material is approximated on a static sheet: the backdrop blurred, then washed
/// white (light) or near-black (dark), thicker materials blurring and washing more.
///
/// The package carries no token for this; the figures follow the visual steps of iOS's
/// materials and stay the same for every theme so that only the theme's own tokens move pixels.
enum MaterialLook {
    /// Blur radius and wash opacity of `kind`.
    static func strength(_ kind: GentleAppleMaterial) -> (blur: Double, wash: Double) {
        switch kind {
        case .noMaterial: (0, 0)
        case .ultraThin: (10, 0.32)
        case .thin: (14, 0.46)
        case .regular: (20, 0.6)
        case .bar: (20, 0.72)
        case .thick: (24, 0.74)
        case .ultraThick: (30, 0.84)
        }
    }

    /// The paint of `material` in `scheme`, clipped to `outline`.
    static func paint(_ material: SurfaceMaterial, scheme: GentleColorScheme, outline: ShapeOutline) -> MaterialPaint {
        let (blur, wash) = strength(material.kind)
        let base = scheme == .dark
            ? GentleRGBA(red: 0.11, green: 0.11, blue: 0.12, alpha: wash)
            : GentleRGBA(red: 1, green: 1, blue: 1, alpha: wash)
        return MaterialPaint(outline: outline, backdropBlur: blur, wash: base, tint: material.tint)
    }
}
