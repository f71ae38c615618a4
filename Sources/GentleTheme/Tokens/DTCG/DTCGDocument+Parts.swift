import GentleTokens

// The layout, radii, surface, button and animation groups of a DTCG set.
extension DTCGDocument {
    static func layout(_ layout: GentleLayoutTokens, theme: ResolvedTheme) -> DTCGNode {
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
                                    let padding = theme.inset(role, variant)
                                    return (
                                        variant.rawValue,
                                        DTCGNode.object([
                                            "horizontal": .object(["$value": .dimension(padding.horizontal)]),
                                            "vertical": .object(["$value": .dimension(padding.vertical)]),
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
                    var members: [String: DTCGNode] = [
                        "cornerRadius": .token("dimension", .dimension(surface.cornerRadius))
                    ]
                    var extensions: [String: DTCGNode] = ["clipsToShape": .bool(surface.clipsToShape)]
                    switch surface.background {
                    case .clear: extensions["background"] = .string("clear")
                    case .solid(let fill): members["background"] = .token("color", color(fill))
                    case .material(let material):
                        var described: [String: DTCGNode] = ["kind": .string(material.kind.rawValue)]
                        if let tint = material.tint { described["tint"] = color(tint) }
                        extensions["material"] = .object(described)
                    case .liquidGlass: extensions["background"] = .string("liquidGlass")
                    }
                    if case .glass(let fallbackMaterial, let fallbackRole) = spec.surfaces.roleSpec(for: role)
                        .backgroundStyle
                    {
                        var glass: [String: DTCGNode] = ["fallbackColorRole": .string(fallbackRole.rawValue)]
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

    static func buttons(_ theme: ResolvedTheme) -> DTCGNode {
        .object(
            Dictionary(
                uniqueKeysWithValues: GentleButtonRole.ordered.map { role in
                    let button = theme.buttons[role]
                    var members: [String: DTCGNode] = ["label": .token("color", color(button.title.color))]
                    if let chrome = button.chrome {
                        members["fill"] = .token("color", color(chrome.fill))
                        members["paddingHorizontal"] = .token("dimension", .dimension(chrome.padding.horizontal))
                        members["paddingVertical"] = .token("dimension", .dimension(chrome.padding.vertical))
                        if case .roundedRectangle(let radius) = chrome.shape {
                            members["cornerRadius"] = .token("dimension", .dimension(radius))
                        }
                        if let border = chrome.border {
                            members["borderWidth"] = .token("dimension", .dimension(border.width))
                            members["borderColor"] = .token("color", color(border.color))
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
