/// What fills a surface: a colour, a tinted blur material, or glass with a fallback.
///
/// Encoded as a flat object discriminated by `type`; nil optionals are omitted.
public enum GentleSurfaceBackgroundStyle: Codable, Sendable, Equatable {
    /// A flat colour.
    case solid(colorRole: GentleColorRole)
    /// A blur material with an optional tint drawn at `tintOpacity`.
    case material(material: GentleAppleMaterial, tintColorRole: GentleColorRole?, tintOpacity: Double)
    /// iOS 26 glass; before it, the fallback material if any, else the fallback colour.
    case glass(fallbackMaterial: GentleAppleMaterial?, fallbackColorRole: GentleColorRole)

    enum CodingKeys: String, CodingKey {
        case type, colorRole, material, tintColorRole, tintOpacity, fallbackMaterial, fallbackColorRole
    }

    /// The `type` discriminator values.
    public enum StyleType: String, Codable, Sendable, CaseIterable {
        /// The three background kinds.
        case solid, material, glass
    }

    /// The package's tint opacity when a material omits `tintOpacity`.
    public static let defaultTintOpacity = 0.1

    /// The discriminator of this style.
    public var type: StyleType {
        switch self {
        case .solid: .solid
        case .material: .material
        case .glass: .glass
        }
    }

    /// Decodes strictly; the surface spec is what forgives a failure here.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch try container.decode(StyleType.self, forKey: .type) {
        case .solid:
            self = .solid(colorRole: try container.decode(GentleColorRole.self, forKey: .colorRole))
        case .material:
            self = .material(
                material: try container.decode(GentleAppleMaterial.self, forKey: .material),
                tintColorRole: try container.decodeIfPresent(GentleColorRole.self, forKey: .tintColorRole),
                tintOpacity: try container.decodeIfPresent(Double.self, forKey: .tintOpacity)
                    ?? Self.defaultTintOpacity)
        case .glass:
            self = .glass(
                fallbackMaterial: try container.decodeIfPresent(GentleAppleMaterial.self, forKey: .fallbackMaterial),
                fallbackColorRole: try container.decode(GentleColorRole.self, forKey: .fallbackColorRole))
        }
    }

    /// Encodes the flat `type`-discriminated object.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        switch self {
        case .solid(let colorRole):
            try container.encode(colorRole, forKey: .colorRole)
        case .material(let material, let tintColorRole, let tintOpacity):
            try container.encode(material, forKey: .material)
            try container.encodeIfPresent(tintColorRole, forKey: .tintColorRole)
            try container.encode(tintOpacity, forKey: .tintOpacity)
        case .glass(let fallbackMaterial, let fallbackColorRole):
            try container.encodeIfPresent(fallbackMaterial, forKey: .fallbackMaterial)
            try container.encode(fallbackColorRole, forKey: .fallbackColorRole)
        }
    }
}
