import GentleTheme
import GentleTokens

/// Every token of a theme as it resolves, by path, in a fixed order: colours in both schemes, the
/// type ramp at one size category, layout, radii, surfaces, buttons and press animations.
///
/// Only what the package draws is listed: a surface role that never gets a border lists none, a
/// native-style button lists no fill. A spec value with no visible effect therefore never makes
/// two tables differ; the raw JSON comparison reports it instead.
package struct TokenTable: Sendable, Equatable {
    /// The tokens, in report order.
    package let tokens: [ThemeToken]
    /// The Dynamic Type size text sizes were resolved at.
    package let sizeCategory: ContentSizeCategory

    /// The table of `spec` with text sized for `sizeCategory`.
    package init(spec: GentleDesignSystemSpec, sizeCategory: ContentSizeCategory = .standard) {
        let light = ResolvedTheme(spec: spec, scheme: .light, sizeCategory: sizeCategory)
        let dark = ResolvedTheme(spec: spec, scheme: .dark, sizeCategory: sizeCategory)
        self.sizeCategory = sizeCategory
        tokens =
            Self.colors(light: light, dark: dark) + Self.typography(light)
            + Self.layout(spec.layout, theme: light) + Self.radii(spec.visual.radii)
            + Self.surfaces(spec: spec, light: light, dark: dark) + Self.buttons(spec: spec, theme: light)
            + Self.animations(spec.buttons)
    }

    /// The token at `path`, if the theme has it.
    package subscript(path: String) -> ThemeToken? {
        tokens.first { $0.path == path }
    }

    private static func colors(light: ResolvedTheme, dark: ResolvedTheme) -> [ThemeToken] {
        GentleColorRole.allCases.filter { light.colors.isDefined($0) }.flatMap { role in
            [(light, "light"), (dark, "dark")].map { theme, scheme in
                ThemeToken(
                    "colors.\(role.rawValue).\(scheme)", group: .colors, owner: role.rawValue,
                    value: .color(theme.colors[role]))
            }
        }
    }

    private static func typography(_ theme: ResolvedTheme) -> [ThemeToken] {
        GentleTextRole.allCases.flatMap { role -> [ThemeToken] in
            let style = theme.text[role]
            var fields: [(String, TokenValue)] = [
                ("pointSize", .number(style.pointSize, .points)), ("weight", .name(style.font.weight.rawValue)),
                ("design", .name(style.font.design.rawValue)),
            ]
            if let width = style.font.width { fields.append(("width", .name(width.rawValue))) }
            fields += [
                ("relativeTo", .name(style.relativeTo.rawValue)),
                ("lineSpacing", .number(style.lineSpacing.points, .points)),
                ("letterSpacing", .number(style.letterSpacing, .points)), ("isUppercased", .flag(style.isUppercased)),
                ("colorRole", .name(style.colorRole.rawValue)),
            ]
            return fields.map { field, value in
                ThemeToken(
                    "typography.\(role.rawValue).\(field)", group: .typography, owner: role.rawValue, value: value)
            }
        }
    }

    private static func layout(_ layout: GentleLayoutTokens, theme: ResolvedTheme) -> [ThemeToken] {
        let scales: [(String, GentleSpacingScaleTokens)] = [
            ("scale", layout.scale), ("gap", layout.gap), ("grid", layout.grid), ("touch", layout.touch),
        ]
        let steps = scales.flatMap { name, scale in
            GentleSpacingToken.allCases.map { step in
                ThemeToken(
                    "layout.\(name).\(step.rawValue)", group: .layout, owner: "\(name).\(step.rawValue)",
                    value: .number(scale.value(for: step), .points))
            }
        }
        let insets = InsetSlot.all.flatMap { slot -> [ThemeToken] in
            let padding = theme.inset(slot.role, slot.variant)
            let owner = "inset.\(slot.role.rawValue).\(slot.variant.rawValue)"
            return [("horizontal", padding.horizontal), ("vertical", padding.vertical)].map { axis, points in
                ThemeToken("layout.\(owner).\(axis)", group: .layout, owner: owner, value: .number(points, .points))
            }
        }
        return steps + insets
    }

    private static func radii(_ radii: GentleRadiusTokens) -> [ThemeToken] {
        [("small", radii.small), ("medium", radii.medium), ("large", radii.large), ("pill", radii.pill)].map {
            ThemeToken("visual.radii.\($0)", group: .radii, owner: $0, value: .number($1, .points))
        }
    }

    private static func surfaces(
        spec: GentleDesignSystemSpec, light: ResolvedTheme, dark: ResolvedTheme
    ) -> [ThemeToken] {
        GentleSurfaceRole.allCases.flatMap { role -> [ThemeToken] in
            let resolved = light.surfaces[role]
            var fields: [(String, TokenValue)] = [
                (
                    "backgroundStyle",
                    .name(SurfaceStyleText.describe(spec.surfaces.roleSpec(for: role).backgroundStyle))
                ),
                ("cornerRadius", .number(resolved.cornerRadius.points, .points)),
            ]
            if let border = resolved.border, let darkBorder = dark.surfaces[role].border {
                fields += [
                    ("borderWidth", .number(border.width.points, .points)), ("border.light", .color(border.color)),
                    ("border.dark", .color(darkBorder.color)),
                ]
            }
            if let shadow = resolved.shadow {
                fields += [
                    ("shadowRadius", .number(shadow.radius.points, .points)),
                    ("shadowOpacity", .number(shadow.opacity.value, .none)),
                    ("shadowOffsetX", .number(shadow.offsetX, .points)),
                    ("shadowOffsetY", .number(shadow.offsetY, .points)),
                ]
            }
            return fields.map { field, value in
                ThemeToken("surfaces.\(role.rawValue).\(field)", group: .surfaces, owner: role.rawValue, value: value)
            }
        }
    }

    private static func buttons(spec: GentleDesignSystemSpec, theme: ResolvedTheme) -> [ThemeToken] {
        GentleButtonRole.ordered.flatMap { role -> [ThemeToken] in
            let roleSpec = spec.buttons.roleSpec(for: role)
            let button = theme.buttons[role]
            var fields: [(String, TokenValue)] = [("usesNativeStyle", .flag(roleSpec.usesNativeStyle))]
            if let chrome = button.chrome {
                fields += [("shape", .name(roleSpec.shape.rawValue))]
                if case .roundedRectangle(let radius) = chrome.shape {
                    fields.append(("cornerRadius", .number(radius.points, .points)))
                }
                fields += [
                    ("fillRole", .name(roleSpec.fillRole.rawValue)),
                    ("borderRole", .name(roleSpec.borderRole.rawValue)),
                    ("padding.horizontal", .number(chrome.padding.horizontal, .points)),
                    ("padding.vertical", .number(chrome.padding.vertical, .points)),
                ]
            }
            fields += [
                ("labelColorRole", .name(button.labelColorRole.rawValue)),
                ("titleRole", .name(button.title.role.rawValue)),
                ("pressedScale", .number(button.pressedScale.value, .none)),
                ("pressedOpacity", .number(button.pressedOpacity, .none)),
                ("animationRole", .name(button.animationRole.rawValue)),
            ]
            return fields.map { field, value in
                ThemeToken("buttons.\(role.rawValue).\(field)", group: .buttons, owner: role.rawValue, value: value)
            }
        }
    }

    private static func animations(_ buttons: GentleButtonTokens) -> [ThemeToken] {
        GentleButtonAnimationRole.allCases.flatMap { role -> [ThemeToken] in
            let animation = PressAnimation(role: role, spec: buttons.animationSpec(for: role))
            let fields: [(String, TokenValue)] =
                switch animation {
                case .instant: [("curve", .name("instant"))]
                case .easeOut(let duration): [("curve", .name("easeOut")), ("duration", .number(duration, .seconds))]
                case .spring(let spring):
                    [
                        ("curve", .name("spring")), ("springResponse", .number(spring.response, .seconds)),
                        ("springDamping", .number(spring.dampingFraction, .none)),
                    ]
                }
            return fields.map { field, value in
                ThemeToken(
                    "buttons.animations.\(role.rawValue).\(field)", group: .animations, owner: role.rawValue,
                    value: value)
            }
        }
    }
}
