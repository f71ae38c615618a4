import GentleTokens

/// A surface role in the tokens document.
package struct SurfaceTokens: Codable, Sendable, Equatable {
    /// The spec's background style kind: `solid`, `material` or `glass`.
    package let styleType: String
    /// What is drawn as the fill.
    package let background: BackgroundTokens
    /// Continuous corner radius in points.
    package let cornerRadius: Double
    /// Whether content is clipped to the shape.
    package let clipsToShape: Bool
    /// The inside stroke; absent when not drawn.
    package let border: BorderTokens?
    /// The black drop shadow; absent when not drawn.
    package let shadow: ShadowTokens?

    init(_ surface: ResolvedSurface) {
        styleType = surface.styleType.rawValue
        background = BackgroundTokens(surface.background)
        cornerRadius = surface.cornerRadius.points
        clipsToShape = surface.clipsToShape
        border = surface.border.map { BorderTokens(width: $0.width.points, colorRole: nil, color: $0.color.hexString) }
        shadow = surface.shadow.map {
            ShadowTokens(opacity: $0.opacity.value, radius: $0.radius.points, offsetX: $0.offsetX, offsetY: $0.offsetY)
        }
    }
}

/// A surface fill in the tokens document.
package struct BackgroundTokens: Codable, Sendable, Equatable {
    /// `clear`, `solid`, `material` or `liquidGlass`.
    package let type: String
    /// The solid colour as hex; absent otherwise.
    package let color: String?
    /// The material name; absent otherwise.
    package let material: String?
    /// The material's tint as hex, alpha included; absent without a tint.
    package let tint: String?

    init(_ background: SurfaceBackground) {
        switch background {
        case .clear:
            (type, color, material, tint) = ("clear", nil, nil, nil)
        case .solid(let fill):
            (type, color, material, tint) = ("solid", fill.hexString, nil, nil)
        case .material(let surfaceMaterial):
            (type, color, material, tint) = (
                "material", nil, surfaceMaterial.kind.rawValue,
                surfaceMaterial.tint?.hexString
            )
        case .liquidGlass:
            (type, color, material, tint) = ("liquidGlass", nil, nil, nil)
        }
    }
}

/// A black drop shadow in the tokens document.
package struct ShadowTokens: Codable, Sendable, Equatable {
    /// Opacity of black, after the dark-mode factor.
    package let opacity: Double
    /// Blur radius in points.
    package let radius: Double
    /// Horizontal offset in points.
    package let offsetX: Double
    /// Vertical offset in points, positive downwards.
    package let offsetY: Double
}
