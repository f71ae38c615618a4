import GentleTokens

/// A surface background style in words, naming its colour roles: `solid surfaceBase`,
/// `material thin, tint surfaceTint × 0.1`, `glass, fallback material regular`.
enum SurfaceStyleText {
    /// The style as reports print it.
    static func describe(_ style: GentleSurfaceBackgroundStyle) -> String {
        switch style {
        case .solid(let role):
            return "solid \(role.rawValue)"
        case .material(let material, let tint, let opacity):
            let tinted = tint.map { "tint \($0.rawValue) × \(TokenValue.plain(opacity))" } ?? "no tint"
            return "material \(material.rawValue), \(tinted)"
        case .glass(let material, let role):
            guard let material, material != .noMaterial else { return "glass, fallback colour \(role.rawValue)" }
            return "glass, fallback material \(material.rawValue)"
        }
    }
}
