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

    // One list appended to line by line: a single expression of these `+` chains took the type
    // checker four seconds.
    static func expected(_ sheet: SheetKind) -> [String] {
        var names: [String] = []
        switch sheet {
        case .layout:
            for ladder in ["scale", "gap", "grid", "touch"] { names += steps.map { "layout.\(ladder).\($0)" } }
            names += InsetSlot.all.map { "layout.inset.\($0.role.rawValue).\($0.variant.rawValue)" }
            names += ["small", "medium", "large", "pill"].map { "layout.radius.\($0)" }
            names += ["none", "small", "medium"].map { "layout.shadow.\($0)" }
        case .controls:
            for variant in ["rounded", "pill", "formRow", "borderless"] {
                let field = "controls.textField.\(variant)"
                names += [
                    field, "\(field).placeholder", "\(field).filled", "\(field).focused", "\(field).focused.cursor",
                ]
            }
            for role in GentleButtonRole.ordered {
                names += ["enabled", "disabled"].map { "controls.button.\(role.rawValue).\($0)" }
            }
            names += ["controls.button.primary.fullWidth", "controls.button.secondary.fullWidth"]
        case .dynamicType:
            for role in GentleTextRole.allCases {
                names += ContentSizeCategory.allCases.map { "dynamic-type.\(role.rawValue).\($0.rawValue)" }
            }
        case .accessibility:
            for role in GentleColorRole.textRoles {
                let onto = grounds[role.rawValue] ?? ["background", "surfaceBase", "surfaceCardSecondary"]
                names += onto.map { "accessibility.\(role.rawValue).on.\($0)" }
            }
            for vision in ["normal", "protanopia", "deuteranopia", "tritanopia"] {
                names += palette.map { "accessibility.cvd.\(vision).\($0)" }
                names += pairs.map { "accessibility.cvd.\(vision).\($0)" }
            }
        case .overview:
            names = ["overview.about"]
            for scheme in ["light", "dark"] { names += colorGroups.map { "overview.palette.\(scheme).\($0.rawValue)" } }
            names += ["largeTitle_xxl", "title2_l", "body_m", "caption_s"].map { "overview.type.\($0)" }
            names += GentleButtonRole.ordered.map { "overview.button.\($0.rawValue)" }
            names += steps.map { "overview.scale.\($0)" }
            names += ["small", "medium", "large", "pill"].map { "overview.radius.\($0)" }
            for role in ["card", "cardElevated", "floatingPanel"] {
                names += Array(repeating: "overview.surface.\(role).backdrop", count: 4) + ["overview.surface.\(role)"]
            }
        case .gallery:
            for preset in GentlePreset.all {
                names += ["", ".colors", ".type", ".buttons"].map { "gallery.\(preset.id)\($0)" }
            }
        default: break
        }
        return names
    }
}
