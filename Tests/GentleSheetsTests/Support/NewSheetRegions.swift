import GentleSheets
import GentleTheme
import GentleTokens

/// The regions the layout, controls, dynamic-type, accessibility, overview and gallery sheets
/// name, in painting order, spelled out here so that a renamed or lost region fails a test.
enum NewSheetRegions {
    static let steps = ["xs", "s", "m", "l", "xl", "xxl"]
    static let grounds: [String: [String]] = [
        "textOnPrimaryCTA": ["primaryCTA", "destructive"], "textOnDestructive": ["destructive"],
        "textOnScrim": ["surfaceScrim"], "textOnScrimSecondary": ["surfaceScrim"],
    ]
    static let palette = [
        "themePrimary", "themeSecondary", "primaryCTA", "destructive", "background", "surfaceBase", "textPrimary",
        "borderSubtle",
    ]
    static let pairs = [
        "primaryCTA.vs.destructive", "themePrimary.vs.themeSecondary", "textPrimary.vs.background",
        "textOnPrimaryCTA.vs.primaryCTA",
    ]
    static let colorGroups =
        GentleColorRole.textRoles + GentleColorRole.surfaceRoles + GentleColorRole.actionRoles
        + GentleColorRole.themeRoles

    static func expected(_ sheet: SheetKind) -> [String] {
        switch sheet {
        case .layout:
            ["scale", "gap", "grid", "touch"].flatMap { ladder in steps.map { "layout.\(ladder).\($0)" } }
                + InsetSlot.all.map { "layout.inset.\($0.role.rawValue).\($0.variant.rawValue)" }
                + ["small", "medium", "large", "pill"].map { "layout.radius.\($0)" }
                + ["none", "small", "medium"].map { "layout.shadow.\($0)" }
        case .controls:
            ["rounded", "pill", "formRow", "borderless"].flatMap { variant in
                let field = "controls.textField.\(variant)"
                return [
                    field, "\(field).placeholder", "\(field).filled", "\(field).focused", "\(field).focused.cursor",
                ]
            }
                + GentleButtonRole.ordered.flatMap { role in
                    ["enabled", "disabled"].map { "controls.button.\(role.rawValue).\($0)" }
                } + ["controls.button.primary.fullWidth", "controls.button.secondary.fullWidth"]
        case .dynamicType:
            GentleTextRole.allCases.flatMap { role in
                ContentSizeCategory.allCases.map { "dynamic-type.\(role.rawValue).\($0.rawValue)" }
            }
        case .accessibility:
            GentleColorRole.textRoles.flatMap { role in
                (grounds[role.rawValue] ?? ["background", "surfaceBase", "surfaceCardSecondary"]).map {
                    "accessibility.\(role.rawValue).on.\($0)"
                }
            }
                + ["normal", "protanopia", "deuteranopia", "tritanopia"].flatMap { vision in
                    palette.map { "accessibility.cvd.\(vision).\($0)" }
                        + pairs.map { "accessibility.cvd.\(vision).\($0)" }
                }
        case .overview:
            ["overview.about"]
                + ["light", "dark"].flatMap { scheme in colorGroups.map { "overview.palette.\(scheme).\($0.rawValue)" }
                }
                + ["largeTitle_xxl", "title2_l", "body_m", "caption_s"].map { "overview.type.\($0)" }
                + GentleButtonRole.ordered.map { "overview.button.\($0.rawValue)" }
                + steps.map { "overview.scale.\($0)" }
                + ["small", "medium", "large", "pill"].map { "overview.radius.\($0)" }
                + ["card", "cardElevated", "floatingPanel"].flatMap { role in
                    Array(repeating: "overview.surface.\(role).backdrop", count: 4) + ["overview.surface.\(role)"]
                }
        case .gallery:
            GentlePreset.all.flatMap { preset in
                ["", ".colors", ".type", ".buttons"].map { "gallery.\(preset.id)\($0)" }
            }
        default: []
        }
    }
}
