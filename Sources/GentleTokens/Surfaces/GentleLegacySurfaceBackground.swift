/// The pre-0.6 `visualEffect` values a surface may still carry; read only to migrate.
enum GentleVisualEffect: String, Codable, Sendable, CaseIterable {
    case appBackground, surface, surfaceOverlay

    /// The background style the package migrates this effect to.
    var backgroundStyle: GentleSurfaceBackgroundStyle {
        switch self {
        case .appBackground: .solid(colorRole: .background)
        case .surface: .solid(colorRole: .surfaceBase)
        case .surfaceOverlay:
            .material(
                material: .regular, tintColorRole: .surfaceTint,
                tintOpacity: GentleSurfaceBackgroundStyle.defaultTintOpacity)
        }
    }
}

extension GentleSurfaceBackgroundStyle {
    /// The style the package builds from the 0.6.0 flat keys `colorRole`, `appleMaterial`, `useGlass`.
    static func migratedFlat(
        colorRole: GentleColorRole, appleMaterial: GentleAppleMaterial, useGlass: Bool
    ) -> GentleSurfaceBackgroundStyle {
        if useGlass {
            return .glass(
                fallbackMaterial: appleMaterial == .noMaterial ? nil : appleMaterial, fallbackColorRole: colorRole)
        }
        if appleMaterial != .noMaterial {
            return .material(material: appleMaterial, tintColorRole: colorRole, tintOpacity: defaultTintOpacity)
        }
        return .solid(colorRole: colorRole)
    }
}
