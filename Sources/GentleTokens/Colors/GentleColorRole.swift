/// The 19 semantic colour roles, in the package's `allCases` order.
public enum GentleColorRole: String, Codable, Sendable, CaseIterable, Identifiable {
    /// Body text by emphasis.
    case textPrimary, textSecondary, textTertiary
    /// Text on solid button fills.
    case textOnPrimaryCTA, textOnDestructive
    /// Text on the dark scrim.
    case textOnScrim, textOnScrimSecondary
    /// Page and card backgrounds.
    case background, surfaceBase, surfaceCardSecondary
    /// Material tint and the dark contrast band.
    case surfaceTint, surfaceScrim
    /// Text on sheets and popovers.
    case textOnOverlay, textOnOverlaySecondary
    /// Hairline borders.
    case borderSubtle
    /// Destructive button fill.
    case destructive
    /// Primary button fill and accent.
    case primaryCTA
    /// Brand accents.
    case themePrimary, themeSecondary

    /// The raw value, which is also the JSON key.
    public var id: String { rawValue }

    /// The label the package's editors show.
    public var displayName: String {
        switch self {
        case .textPrimary: "Text Primary"
        case .textSecondary: "Text Secondary"
        case .textTertiary: "Text Tertiary"
        case .textOnPrimaryCTA: "Text On Primary CTA"
        case .textOnDestructive: "Text On Destructive"
        case .textOnScrim: "Text On Scrim"
        case .textOnScrimSecondary: "Text On Scrim Secondary"
        case .background: "Background"
        case .surfaceBase: "Surface Base"
        case .surfaceCardSecondary: "Surface Card Secondary"
        case .surfaceTint: "Surface Tint"
        case .surfaceScrim: "Surface Scrim"
        case .textOnOverlay: "Text On Overlay"
        case .textOnOverlaySecondary: "Text On Overlay Secondary"
        case .borderSubtle: "Border Subtle"
        case .destructive: "Destructive"
        case .primaryCTA: "Primary CTA"
        case .themePrimary: "Theme Primary"
        case .themeSecondary: "Theme Secondary"
        }
    }

    /// Text and foreground colours (9).
    public static let textRoles: [GentleColorRole] = [
        .textPrimary, .textSecondary, .textTertiary,
        .textOnPrimaryCTA, .textOnDestructive,
        .textOnScrim, .textOnScrimSecondary,
        .textOnOverlay, .textOnOverlaySecondary,
    ]

    /// Container and background colours (6).
    public static let surfaceRoles: [GentleColorRole] = [
        .background, .surfaceBase, .surfaceCardSecondary,
        .surfaceTint, .surfaceScrim,
        .borderSubtle,
    ]

    /// Button fill colours (2).
    public static let actionRoles: [GentleColorRole] = [.primaryCTA, .destructive]

    /// Brand accent colours (2).
    public static let themeRoles: [GentleColorRole] = [.themePrimary, .themeSecondary]

    /// Surface roles that may back a surface (no scrim, no border).
    public static let surfaceBackgroundRoles: [GentleColorRole] = [
        .background, .surfaceBase, .surfaceCardSecondary, .surfaceTint,
    ]

    /// Whether the role is in `textRoles`.
    public var isTextRole: Bool { Self.textRoles.contains(self) }
    /// Whether the role is in `surfaceRoles`.
    public var isSurfaceRole: Bool { Self.surfaceRoles.contains(self) }
    /// Whether the role is in `actionRoles`.
    public var isActionRole: Bool { Self.actionRoles.contains(self) }
    /// Whether the role is in `themeRoles`.
    public var isThemeRole: Bool { Self.themeRoles.contains(self) }
    /// Whether the role is in `surfaceBackgroundRoles`.
    public var isSurfaceBackgroundRole: Bool { Self.surfaceBackgroundRoles.contains(self) }
}
