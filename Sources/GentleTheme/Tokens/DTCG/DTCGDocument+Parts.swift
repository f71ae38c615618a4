import GentleTokens

// The layout, radii, surface, button and animation groups of a DTCG document.
extension DTCGDocument {
    static func layout(_ layout: GentleLayoutTokens) -> DTCGNode {
        let scales: [(String, GentleSpacingScaleTokens)] = [
            ("scale", layout.scale), ("gap", layout.gap), ("grid", layout.grid), ("touch", layout.touch),
        ]
        var members = Dictionary(
            uniqueKeysWithValues: scales.map { name, scale in
                (
                    name,
                    DTCGNode.object(
                        Dictionary(
                            uniqueKeysWithValues: GentleSpacingToken.allCases.map { step in
                                (step.rawValue, DTCGNode.object(["$value": .dimension(scale.value(for: step))]))
                            }))
                )
            })
        members["inset"] = .object(
            Dictionary(
                uniqueKeysWithValues: GentleInsetRole.allCases.map { role in
                    (
                        role.rawValue,
                        DTCGNode.object(
                            Dictionary(
                                uniqueKeysWithValues: GentleInsetVariant.allCases.map { variant in
                                    // An inset names steps of `layout.scale`, as `theme.inset` resolves it.
                                    let steps = layout.inset.axisTokens(for: role, variant: variant)
                                    return (
                                        variant.rawValue,
                                        DTCGNode.object([
                                            "horizontal": .object(["$value": .alias("layout.scale.\(steps.horizontal)")]
                                            ),
                                            "vertical": .object(["$value": .alias("layout.scale.\(steps.vertical)")]),
                                        ])
                                    )
                                }))
                    )
                }))
        members["$type"] = .string("dimension")
        return .object(members)
    }

    static func radii(_ radii: GentleRadiusTokens) -> DTCGNode {
        let values = [("small", radii.small), ("medium", radii.medium), ("large", radii.large), ("pill", radii.pill)]
        var members = Dictionary(uniqueKeysWithValues: values.map { ($0, DTCGNode.object(["$value": .dimension($1)])) })
        members["$type"] = .string("dimension")
        return .object(members)
    }

    static func surfaces(_ theme: ResolvedTheme, spec: GentleDesignSystemSpec) -> DTCGNode {
        .object(
            Dictionary(
                uniqueKeysWithValues: GentleSurfaceRole.allCases.map { role in
                    let surface = theme.surfaces[role]
                    let style = spec.surfaces.roleSpec(for: role).backgroundStyle
                    var members: [String: DTCGNode] = [
                        "cornerRadius": .token("dimension", .dimension(surface.cornerRadius))
                    ]
                    var extensions: [String: DTCGNode] = [
                        "clipsToShape": .bool(surface.clipsToShape), "background": .string(backgroundKind(surface)),
                    ]
                    switch (surface.background, style) {
                    case (.solid, .solid(let colorRole)), (.solid, .glass(_, let colorRole)):
                        members["background"] = .token("color", .alias("colors.\(colorRole.rawValue)"))
                    case (.solid(let fill), _):
                        // A `noMaterial` material draws its tint alone: the role's colour at another alpha.
                        members["background"] = .token("color", color(fill))
                    case (.material(let material), _):
                        if let tint = material.tint { members["tint"] = .token("color", color(tint)) }
                        extensions["material"] = materialComposite(material.kind, style: style)
                    case (.clear, _), (.liquidGlass, _):
                        break
                    }
                    if case .glass(let fallbackMaterial, let fallbackRole) = style {
                        var glass: [String: DTCGNode] = ["fallbackColor": .alias("colors.\(fallbackRole.rawValue)")]
                        if let fallbackMaterial { glass["fallbackMaterial"] = .string(fallbackMaterial.rawValue) }
                        extensions["glass"] = .object(glass)
                    }
                    if let border = surface.border {
                        members["borderWidth"] = .token("dimension", .dimension(border.width))
                        members["borderColor"] = .token("color", color(border.color))
                    }
                    if let shadow = surface.shadow {
                        // CSS and DTCG blur is twice the Gaussian σ, which SwiftUI's shadow radius is.
                        members["shadow"] = .token(
                            "shadow",
                            .object([
                                "color": color(shadow.color), "offsetX": .dimension(shadow.offsetX),
                                "offsetY": .dimension(shadow.offsetY), "blur": .dimension(2 * shadow.radius.points),
                                "spread": .dimension(0.0),
                            ]), extensions: ["swiftUIRadius": .number(shadow.radius.points)])
                    }
                    return (role.rawValue, DTCGNode.group(members, extensions: extensions))
                }))
    }

    /// What fills the surface as drawn: `clear`, `solid`, `material` or `liquidGlass`.
    private static func backgroundKind(_ surface: ResolvedSurface) -> String {
        switch surface.background {
        case .clear: "clear"
        case .solid: "solid"
        case .material: "material"
        case .liquidGlass: "liquidGlass"
        }
    }

    /// A material as drawn: its kind and, when the theme tints it, the tint's colour role as an
    /// alias and the opacity it is drawn at (the `tint` token holds the product).
    private static func materialComposite(_ kind: GentleAppleMaterial, style: GentleSurfaceBackgroundStyle)
        -> DTCGNode
    {
        var composite: [String: DTCGNode] = ["kind": .string(kind.rawValue)]
        if case .material(_, let tintRole?, let tintOpacity) = style {
            composite["tintColor"] = .alias("colors.\(tintRole.rawValue)")
            composite["tintOpacity"] = .number(tintOpacity)
        }
        return .object(composite)
    }

    static func buttons(_ theme: ResolvedTheme) -> DTCGNode {
        .object(
            Dictionary(
                uniqueKeysWithValues: GentleButtonRole.ordered.map { role in
                    let button = theme.buttons[role]
                    var members: [String: DTCGNode] = [
                        "label": .token("color", .alias("colors.\(button.labelColorRole.rawValue)"))
                    ]
                    if let chrome = button.chrome {
                        members["fill"] = .token(
                            "color", chrome.fillColorRole.map { .alias("colors.\($0.rawValue)") } ?? color(chrome.fill))
                        members["paddingHorizontal"] = .token("dimension", .dimension(chrome.padding.horizontal))
                        members["paddingVertical"] = .token("dimension", .dimension(chrome.padding.vertical))
                        if case .roundedRectangle(let radius) = chrome.shape {
                            members["cornerRadius"] = .token("dimension", .dimension(radius))
                        }
                        if let border = chrome.border {
                            members["borderWidth"] = .token("dimension", .dimension(border.width))
                            members["borderColor"] = .token("color", .alias("colors.\(border.colorRole.rawValue)"))
                        }
                    }
                    let shape: String =
                        switch button.chrome?.shape {
                        case .capsule: "capsule"
                        case .roundedRectangle: "roundedRectangle"
                        case nil: "none"
                        }
                    let press: [String: DTCGNode] = [
                        "pressedScale": .number(button.pressedScale.value),
                        "pressedOpacity": .number(button.pressedOpacity),
                        "animationRole": .string(button.animationRole.rawValue),
                    ]
                    return (
                        role.rawValue,
                        DTCGNode.group(
                            members,
                            extensions: [
                                "press": .object(press), "shape": .string(shape),
                                "titleRole": .string(button.title.role.rawValue),
                                "usesNativeStyle": .bool(button.chrome == nil),
                            ])
                    )
                }))
    }

    static func animations(_ buttons: GentleButtonTokens) -> DTCGNode {
        .object(
            Dictionary(
                uniqueKeysWithValues: GentleButtonAnimationRole.allCases.map { role in
                    let animation = PressAnimation(role: role, spec: buttons.animationSpec(for: role))
                    var members: [String: DTCGNode] = [
                        "settleDuration": .token("duration", .duration(seconds: animation.settleDuration))
                    ]
                    let overshoot = (animation.peakOvershoot * 10000).rounded() / 10000
                    var extensions: [String: DTCGNode] = ["peakOvershoot": .number(overshoot)]
                    switch animation {
                    case .instant:
                        extensions["curve"] = .string("instant")
                    case .easeOut(let duration):
                        members["duration"] = .token("duration", .duration(seconds: duration))
                        members["timingFunction"] = .token("cubicBezier", .array([0, 0, 0.58, 1].map(DTCGNode.number)))
                        extensions["curve"] = .string("easeOut")
                    case .spring(let spring):
                        extensions["curve"] = .string("spring")
                        extensions["spring"] = .object([
                            "response": .number(spring.response), "dampingFraction": .number(spring.dampingFraction),
                            "stiffness": .number((spring.stiffness * 1000).rounded() / 1000),
                            "damping": .number((spring.damping * 1000).rounded() / 1000),
                        ])
                    }
                    return (role.rawValue, DTCGNode.group(members, extensions: extensions))
                }))
    }
}
