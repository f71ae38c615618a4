import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The resolved theme in the Design Tokens Community Group format (2025.10 draft), as
/// `gentle-specimen tokens --format dtcg` writes it.
///
/// One document per colour scheme, each complete on its own: the groups `colors`, `typography`,
/// `layout`, `radii`, `surfaces`, `buttons`, `animations` at its root. A value the theme states as
/// a reference is an alias to the token it names, from the document's root (`buttons.primary.fill`
/// is `{colors.primaryCTA}`, `layout.inset.card.regular.horizontal` is `{layout.scale.l}`), so a
/// tool that reads one document alone resolves every alias in it; a resolver document picks one
/// of the two by the `colorScheme` modifier. Every other value is resolved: colours as sRGB
/// objects with their hex, points as `px`, seconds as `ms`. What DTCG has no type for — springs,
/// materials, glass, press states — sits in `$extensions` under ``namespace``.
package enum DTCGDocument {
    /// The `$extensions` key every project-specific value sits under; stable across releases.
    package static let namespace = "dev.gentle-specimen"

    /// The family a design stands for in DTCG `fontFamily`: Apple's, then generic fallbacks.
    static func fontFamily(_ design: GentleFontDesignToken) -> DTCGNode {
        let names: [String] =
            switch design {
            case .default: ["SF Pro", "system-ui", "sans-serif"]
            case .serif: ["New York", "ui-serif", "serif"]
            case .rounded: ["SF Pro Rounded", "ui-rounded", "sans-serif"]
            case .monospaced: ["SF Mono", "ui-monospace", "monospace"]
            }
        return .array(names.map(DTCGNode.string))
    }

    /// The document of `spec` called `name` in `scheme`, text sized for `sizeCategory`, its line
    /// heights those `lineHeights` sets text with.
    package static func document(
        spec: GentleDesignSystemSpec, name: String, scheme: GentleColorScheme,
        sizeCategory: ContentSizeCategory = .standard, lineHeights: any LineHeightMeasuring
    ) throws -> DTCGNode {
        let theme = ResolvedTheme(spec: spec, scheme: scheme, sizeCategory: sizeCategory)
        var members: [String: DTCGNode] = [
            "colors": colors(theme), "typography": try typography(theme, lineHeights: lineHeights),
            "layout": layout(spec.layout),
            "radii": radii(spec.visual.radii), "surfaces": surfaces(theme, spec: spec), "buttons": buttons(theme),
            "animations": animations(spec.buttons),
        ]
        members["$description"] = .string(
            "\(name), \(scheme.rawValue): GentleDesignSystem spec \(spec.specVersion), "
                + "resolved at Dynamic Type \(sizeCategory.rawValue)")
        return .object(members)
    }

    /// The file the document of the theme `id` in `scheme` is written to:
    /// `<theme-id>.<scheme>.tokens.json`.
    package static func tokensFileName(id: String, scheme: GentleColorScheme) -> String {
        "\(id).\(scheme.rawValue).tokens.json"
    }

    /// The file the resolver document of the theme `id` is written to: `<theme-id>.resolver.json`.
    package static func resolverFileName(id: String) -> String {
        "\(id).resolver.json"
    }

    /// Every file of the theme `id` called `name`, by file name: its light and dark documents,
    /// then the resolver document that picks one of them, to be written side by side.
    package static func files(
        spec: GentleDesignSystemSpec, id: String, name: String, sizeCategory: ContentSizeCategory = .standard,
        lineHeights: any LineHeightMeasuring
    ) throws -> [(name: String, node: DTCGNode)] {
        let documents = try GentleColorScheme.allCases.map { scheme in
            (
                name: tokensFileName(id: id, scheme: scheme),
                node: try document(
                    spec: spec, name: name, scheme: scheme, sizeCategory: sizeCategory, lineHeights: lineHeights)
            )
        }
        return documents + [(name: resolverFileName(id: id), node: resolver(name: name, id: id))]
    }

    /// The resolver document (DTCG resolver module, 2025.10) of the theme `id` called `name`: its
    /// `colorScheme` modifier loads `<theme-id>.light.tokens.json` or `<theme-id>.dark.tokens.json`,
    /// each a file beside it.
    package static func resolver(name: String, id: String) -> DTCGNode {
        let contexts = GentleColorScheme.allCases.map { scheme in
            (scheme.rawValue, DTCGNode.array([.object(["$ref": .string(tokensFileName(id: id, scheme: scheme))])]))
        }
        return .object([
            "name": .string(name), "version": .string("2025.10"),
            "description": .string("\(name) in light and dark, chosen by the colorScheme modifier"),
            "modifiers": .object([
                "colorScheme": .object([
                    "description": .string("The colour scheme the theme is resolved in"),
                    "default": .string(GentleColorScheme.light.rawValue),
                    "contexts": .object(Dictionary(uniqueKeysWithValues: contexts)),
                ])
            ]),
            "resolutionOrder": .array([.object(["$ref": .string("#/modifiers/colorScheme")])]),
        ])
    }

    /// A colour as DTCG 2025.10 writes it: sRGB components, alpha, and the 6-digit hex.
    static func color(_ color: GentleRGBA) -> DTCGNode {
        let drawn = color.clamped
        return .object([
            "colorSpace": .string("srgb"),
            "components": .array([drawn.red, drawn.green, drawn.blue].map { .number(($0 * 10000).rounded() / 10000) }),
            "alpha": .number((drawn.alpha * 10000).rounded() / 10000),
            "hex": .string(String(drawn.hexString.prefix(7)).lowercased()),
        ])
    }

    private static func colors(_ theme: ResolvedTheme) -> DTCGNode {
        var members = Dictionary(
            uniqueKeysWithValues: GentleColorRole.allCases.map { role in
                (role.rawValue, DTCGNode.object(["$value": color(theme.colors[role])]))
            })
        members["$type"] = .string("color")
        return .object(members)
    }

    private static func typography(_ theme: ResolvedTheme, lineHeights: any LineHeightMeasuring) throws -> DTCGNode {
        .object(
            Dictionary(
                uniqueKeysWithValues: try GentleTextRole.allCases.map { role in
                    let style = theme.text[role]
                    let size = style.font.size
                    // DTCG's lineHeight is a multiple of the size, the distance between baselines; the
                    // sheets set each line in the font's line box and add lineSpacing between lines.
                    let pitch = try lineHeights.lineHeight(of: style.font) + style.lineSpacing.points
                    let lineHeight = (pitch / size * 1000).rounded() / 1000
                    let value = DTCGNode.object([
                        "fontFamily": fontFamily(style.font.design), "fontSize": .dimension(size),
                        "fontWeight": .number(Double(style.font.numericWeight)),
                        "letterSpacing": .dimension(style.letterSpacing),
                        "lineHeight": .number(lineHeight),
                    ])
                    var extensions: [String: DTCGNode] = [
                        "pointSize": .number(style.pointSize), "relativeTo": .string(style.relativeTo.rawValue),
                        "lineSpacing": .number(style.lineSpacing.points), "isUppercased": .bool(style.isUppercased),
                        "colorRole": .string(style.colorRole.rawValue), "design": .string(style.font.design.rawValue),
                    ]
                    if let width = style.font.width { extensions["width"] = .string(width.rawValue) }
                    return (role.rawValue, DTCGNode.token("typography", value, extensions: extensions))
                }))
    }
}
