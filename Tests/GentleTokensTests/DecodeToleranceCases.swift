import GentleTokens
import Testing

/// The rows of the reference's decode-tolerance table (§1.9), applied to the Gentle Default file.
struct ToleranceCase: Sendable, CustomTestStringConvertible {
    enum Outcome: Sendable {
        case refused
        case decodes(@Sendable (GentleDesignSystemSpec) -> Bool)
    }

    let name: String
    let edits: [JSONEdit]
    let outcome: Outcome
    var testDescription: String { name }

    /// Whether `validate` should warn about a tolerated change: all but a legal omission do.
    var warns: Bool { name != "typography role without width decodes" }

    var isRefused: Bool {
        if case .refused = outcome { return true }
        return false
    }

    static let card = ["surfaces", "roles", "card"]
    static let cardBackground = card + ["backgroundStyle"]
    static let cardBorder = GentleColorPair(lightHex: "#E5E7EB", darkHex: "#374151")

    static func cardStyle(_ spec: GentleDesignSystemSpec) -> GentleSurfaceBackgroundStyle? {
        spec.surfaces.roles["card"]?.backgroundStyle
    }

    static let all: [ToleranceCase] = [
        ToleranceCase(
            name: "unknown top-level key is ignored", edits: [.set(["brandName"], "\"Acme\"")],
            outcome: .decodes { $0 == .gentleDefault }),
        ToleranceCase(
            name: "unknown colour-role key is kept",
            edits: [.set(["colors", "pairByRole", "sparkle"], ##"{"lightHex": "#FF00FF", "darkHex": "#00FF00"}"##)],
            outcome: .decodes { $0.colors.pairByRole["sparkle"]?.lightHex == "#FF00FF" }),
        ToleranceCase(name: "missing _specVersion is refused", edits: [.remove(["_specVersion"])], outcome: .refused),
        ToleranceCase(name: "missing surfaces is refused", edits: [.remove(["surfaces"])], outcome: .refused),
        ToleranceCase(
            name: "missing layout.touch is refused", edits: [.remove(["layout", "touch"])], outcome: .refused),
        ToleranceCase(
            name: "typography role without letterSpacing is refused",
            edits: [.remove(["typography", "roles", "body_m", "letterSpacing"])], outcome: .refused),
        ToleranceCase(
            name: "typography role without width decodes",
            edits: [.remove(["typography", "roles", "monoCode_m", "width"])],
            outcome: .decodes { $0.typography.roleSpec(for: .monoCode_m).width == nil }),
        ToleranceCase(
            name: "unknown weight extraBold is refused",
            edits: [.set(["typography", "roles", "body_m", "weight"], "\"extraBold\"")], outcome: .refused),
        ToleranceCase(
            name: "button role without usesNativeStyle is refused",
            edits: [.remove(["buttons", "roles", "primary", "usesNativeStyle"])], outcome: .refused),
        ToleranceCase(
            name: "button role with materialRole instead of fillRole is refused",
            edits: [
                .remove(["buttons", "roles", "primary", "fillRole"]),
                .set(["buttons", "roles", "primary", "materialRole"], "\"solidFillPrimaryCTA\""),
            ],
            outcome: .refused),
        ToleranceCase(
            name: "surface with only border takes the defaults",
            edits: [.set(card, ##"{"border": {"lightHex": "#E5E7EB", "darkHex": "#374151"}}"##)],
            outcome: .decodes {
                $0.surfaces.roles["card"]
                    == GentleSurfaceRoleSpec(
                        backgroundStyle: .solid(colorRole: .surfaceBase), border: cardBorder)
            }),
        ToleranceCase(
            name: "surface without border is refused", edits: [.remove(card + ["border"])], outcome: .refused),
        ToleranceCase(
            name: "unknown background type falls back to solid surfaceBase",
            edits: [.set(cardBackground, ##"{"type": "neon"}"##)],
            outcome: .decodes { cardStyle($0) == .solid(colorRole: .surfaceBase) }),
        ToleranceCase(
            name: "background with an unknown colour role falls back to solid surfaceBase",
            edits: [.set(cardBackground, ##"{"type": "solid", "colorRole": "chartreuse"}"##)],
            outcome: .decodes { cardStyle($0) == .solid(colorRole: .surfaceBase) }),
        ToleranceCase(
            name: "material without tintOpacity gets 0.1",
            edits: [
                .set(cardBackground, ##"{"type": "material", "material": "thick", "tintColorRole": "surfaceTint"}"##)
            ],
            outcome: .decodes {
                cardStyle($0) == .material(material: .thick, tintColorRole: .surfaceTint, tintOpacity: 0.1)
            }),
        ToleranceCase(
            name: "legacy flat colorRole and appleMaterial become a tinted material",
            edits: [
                .remove(cardBackground), .set(card + ["colorRole"], "\"surfaceTint\""),
                .set(card + ["appleMaterial"], "\"thin\""),
            ],
            outcome: .decodes {
                cardStyle($0) == .material(material: .thin, tintColorRole: .surfaceTint, tintOpacity: 0.1)
            }),
        ToleranceCase(
            name: "legacy flat useGlass becomes glass",
            edits: [
                .remove(cardBackground), .set(card + ["useGlass"], "true"), .set(card + ["appleMaterial"], "\"thick\""),
            ],
            outcome: .decodes { cardStyle($0) == .glass(fallbackMaterial: .thick, fallbackColorRole: .surfaceBase) }),
        ToleranceCase(
            name: "legacy flat noMaterial becomes solid",
            edits: [.remove(cardBackground), .set(card + ["appleMaterial"], "\"noMaterial\"")],
            outcome: .decodes { cardStyle($0) == .solid(colorRole: .surfaceBase) }),
        ToleranceCase(
            name: "legacy visualEffect appBackground becomes solid background",
            edits: [.remove(cardBackground), .set(card + ["visualEffect"], "\"appBackground\"")],
            outcome: .decodes { cardStyle($0) == .solid(colorRole: .background) }),
        ToleranceCase(
            name: "legacy visualEffect surface becomes solid surfaceBase",
            edits: [.remove(cardBackground), .set(card + ["visualEffect"], "\"surface\"")],
            outcome: .decodes { cardStyle($0) == .solid(colorRole: .surfaceBase) }),
        ToleranceCase(
            name: "legacy visualEffect surfaceOverlay becomes tinted regular material",
            edits: [.remove(cardBackground), .set(card + ["visualEffect"], "\"surfaceOverlay\"")],
            outcome: .decodes {
                cardStyle($0) == .material(material: .regular, tintColorRole: .surfaceTint, tintOpacity: 0.1)
            }),
        ToleranceCase(
            name: "0.6.0 surfaceDepthEffect is ignored",
            edits: [.set(card + ["surfaceDepthEffect"], ##"{"type": "highlightAndIndent", "strength": 0.5}"##)],
            outcome: .decodes { $0 == .gentleDefault }),
        ToleranceCase(
            name: "legacy flat inset becomes variant regular",
            edits: [.set(["layout", "inset"], ##"{"card": {"horizontal": "xl", "vertical": "s"}}"##)],
            outcome: .decodes {
                $0.layout.inset.tokensByRoleVariant == [
                    "card": ["regular": GentleAxisInsetTokens(horizontal: .xl, vertical: .s)]
                ]
            }),
    ]
}
