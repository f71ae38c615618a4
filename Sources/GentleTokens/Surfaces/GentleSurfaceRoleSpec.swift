/// How one surface role is drawn. Decoding is forgiving, as in the package:
///
/// the background is `backgroundStyle` if it decodes, else a legacy `visualEffect`, else the
/// legacy flat `colorRole` / `appleMaterial` / `useGlass` keys, else solid `surfaceBase`;
/// `border` is required; missing numbers take the defaults; unknown keys
/// (such as 0.6.0's `surfaceDepthEffect`) are ignored. Encoding always writes all eight keys.
public struct GentleSurfaceRoleSpec: Codable, Sendable, Equatable {
    /// What fills the surface.
    public var backgroundStyle: GentleSurfaceBackgroundStyle
    /// Inside-stroke colour pair.
    public var border: GentleColorPair
    /// Continuous corner radius, 20 when absent.
    public var cornerRadius: Double
    /// Border width, 1 when absent.
    public var borderWidth: Double
    /// Shadow blur radius; 0 means no shadow at all.
    public var shadowRadius: Double
    /// Black shadow opacity in light mode (× 3.5 in dark mode).
    public var shadowOpacity: Double
    /// Shadow x offset in points.
    public var shadowOffsetX: Double
    /// Shadow y offset in points, positive downwards.
    public var shadowOffsetY: Double

    /// Creates a surface spec with the package's init defaults.
    public init(
        backgroundStyle: GentleSurfaceBackgroundStyle,
        border: GentleColorPair,
        cornerRadius: Double = 20,
        borderWidth: Double = 1,
        shadowRadius: Double = 0,
        shadowOpacity: Double = 0,
        shadowOffsetX: Double = 0,
        shadowOffsetY: Double = 0
    ) {
        self.backgroundStyle = backgroundStyle
        self.border = border
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.shadowRadius = shadowRadius
        self.shadowOpacity = shadowOpacity
        self.shadowOffsetX = shadowOffsetX
        self.shadowOffsetY = shadowOffsetY
    }

    /// The package's last-resort spec when neither the role nor `card` is defined.
    public static let fallback = GentleSurfaceRoleSpec(
        backgroundStyle: .solid(colorRole: .surfaceBase),
        border: GentleColorPair(lightHex: "#E5E7EB", darkHex: "#374151"))

    enum CodingKeys: String, CodingKey {
        case backgroundStyle, border, cornerRadius, borderWidth
        case shadowRadius, shadowOpacity, shadowOffsetX, shadowOffsetY
        case visualEffect, colorRole, appleMaterial, useGlass
    }

    /// Decodes with the package's tolerance and legacy migrations.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        backgroundStyle = try Self.decodeBackground(container)
        border = try container.decode(GentleColorPair.self, forKey: .border)
        cornerRadius = try container.decodeIfPresent(Double.self, forKey: .cornerRadius) ?? 20
        borderWidth = try container.decodeIfPresent(Double.self, forKey: .borderWidth) ?? 1
        shadowRadius = try container.decodeIfPresent(Double.self, forKey: .shadowRadius) ?? 0
        shadowOpacity = try container.decodeIfPresent(Double.self, forKey: .shadowOpacity) ?? 0
        shadowOffsetX = try container.decodeIfPresent(Double.self, forKey: .shadowOffsetX) ?? 0
        shadowOffsetY = try container.decodeIfPresent(Double.self, forKey: .shadowOffsetY) ?? 0
    }

    private static func decodeBackground(
        _ container: KeyedDecodingContainer<CodingKeys>
    ) throws -> GentleSurfaceBackgroundStyle {
        if let style = try? container.decode(GentleSurfaceBackgroundStyle.self, forKey: .backgroundStyle) {
            return style
        }
        if let effect = try? container.decode(GentleVisualEffect.self, forKey: .visualEffect) {
            return effect.backgroundStyle
        }
        guard container.contains(.colorRole) || container.contains(.appleMaterial) || container.contains(.useGlass)
        else { return .solid(colorRole: .surfaceBase) }
        // Unlike the keys above, the flat legacy keys are decoded strictly, as in the package.
        return .migratedFlat(
            colorRole: try container.decodeIfPresent(GentleColorRole.self, forKey: .colorRole) ?? .surfaceBase,
            appleMaterial: try container.decodeIfPresent(GentleAppleMaterial.self, forKey: .appleMaterial)
                ?? .noMaterial,
            useGlass: try container.decodeIfPresent(Bool.self, forKey: .useGlass) ?? false)
    }

    /// Encodes all eight keys, never the legacy ones.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(backgroundStyle, forKey: .backgroundStyle)
        try container.encode(border, forKey: .border)
        try container.encode(cornerRadius, forKey: .cornerRadius)
        try container.encode(borderWidth, forKey: .borderWidth)
        try container.encode(shadowRadius, forKey: .shadowRadius)
        try container.encode(shadowOpacity, forKey: .shadowOpacity)
        try container.encode(shadowOffsetX, forKey: .shadowOffsetX)
        try container.encode(shadowOffsetY, forKey: .shadowOffsetY)
    }
}
