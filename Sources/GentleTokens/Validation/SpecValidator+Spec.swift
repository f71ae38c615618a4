/// The top level, and the sections with plain shapes: colours, typography, visual.
extension SpecValidator {
    mutating func validateSpec(_ root: GentleJSONNode) {
        let keys = GentleDesignSystemSpec.CodingKeys.self
        guard
            let fields = object(
                root, [],
                required: [
                    keys.specVersion.rawValue, keys.colors.rawValue, keys.typography.rawValue, keys.layout.rawValue,
                    keys.visual.rawValue, keys.buttons.rawValue, keys.surfaces.rawValue,
                ])
        else { return }
        if let version = string(fields, keys.specVersion.rawValue, []),
            version != GentleDesignSystemSpecVersion.current,
            let node = fields[keys.specVersion.rawValue]
        {
            warning(
                "spec version \"\(GentleQuotedText.shortened(version))\"; this tool reads \(GentleDesignSystemSpecVersion.current)"
                    + " (the package never checks it)",
                at: node.position, [keys.specVersion.rawValue])
        }
        if let node = fields["colors"] { validateColors(node, ["colors"]) }
        if let node = fields["typography"] { validateTypography(node, ["typography"]) }
        if let node = fields["layout"] { validateLayout(node, ["layout"]) }
        if let node = fields["visual"] { validateVisual(node, ["visual"]) }
        if let node = fields["buttons"] { validateButtons(node, ["buttons"]) }
        if let node = fields["surfaces"] { validateSurfaces(node, ["surfaces"]) }
    }

    mutating func validateColors(_ node: GentleJSONNode, _ path: [String]) {
        guard let fields = object(node, path, required: ["pairByRole"]), let pairs = fields["pairByRole"] else {
            return
        }
        let pairsPath = path + ["pairByRole"]
        roleDictionary(
            pairs, pairsPath, roles: GentleColorRole.allCases.map(\.rawValue),
            unknown: "unknown colour role; the package keeps it but never draws it",
            missing: "colour role missing; the package draws the system primary colour (black in light, white in dark)"
        ) { validator, value, rolePath in validator.validateColorPair(value, rolePath) }
    }

    mutating func validateColorPair(_ node: GentleJSONNode, _ path: [String]) {
        guard let fields = object(node, path, required: ["darkHex", "lightHex"]) else { return }
        for key in ["darkHex", "lightHex"] {
            guard let text = string(fields, key, path), let valueNode = fields[key] else { continue }
            let color = GentleHexColor(text)
            if !color.isWellFormed {
                warning(
                    "\"\(GentleQuotedText.shortened(text))\" is not #RRGGBB or #RRGGBBAA; the package draws it as"
                        + " \(color.rgba.hexString)",
                    at: valueNode.position, path + [key])
            }
        }
    }

    mutating func validateTypography(_ node: GentleJSONNode, _ path: [String]) {
        guard let fields = object(node, path, required: ["roles"]), let roles = fields["roles"] else { return }
        roleDictionary(
            roles, path + ["roles"], roles: GentleTextRole.allCases.map(\.rawValue),
            unknown: "unknown text role; the package keeps it but never uses it",
            missing: "text role missing; the package uses body_m instead"
        ) { validator, value, rolePath in validator.validateTextRole(value, rolePath) }
    }

    mutating func validateTextRole(_ node: GentleJSONNode, _ path: [String]) {
        guard
            let fields = object(
                node, path,
                required: [
                    "colorRole", "design", "isUppercased", "letterSpacing", "lineSpacing", "pointSize", "relativeTo",
                    "weight",
                ], optional: ["width"])
        else { return }
        within(.pointSize, number(fields, "pointSize", path), fields, "pointSize", path)
        enumeration(GentleFontWeightToken.self, fields, "weight", path)
        enumeration(GentleFontDesignToken.self, fields, "design", path)
        optionalEnumeration(GentleFontWidthToken.self, fields, "width", path)
        enumeration(GentleFontTextStyle.self, fields, "relativeTo", path)
        let lineSpacing = number(fields, "lineSpacing", path)
        within(.lineSpacing, lineSpacing, fields, "lineSpacing", path)
        if let lineSpacing, lineSpacing < 0, GentleValueLimit.lineSpacing.accepts(lineSpacing),
            let node = fields["lineSpacing"]
        {
            warning(
                "negative line spacing \(Self.numberText(lineSpacing)); it is drawn as 0, as Apple's text layout"
                    + " ignores negative line spacing", at: node.position, path + ["lineSpacing"])
        }
        within(.letterSpacing, number(fields, "letterSpacing", path), fields, "letterSpacing", path)
        bool(fields, "isUppercased", path)
        enumeration(GentleColorRole.self, fields, "colorRole", path)
    }

    mutating func validateVisual(_ node: GentleJSONNode, _ path: [String]) {
        guard let fields = object(node, path, required: ["radii", "shadows"]) else { return }
        for (key, steps, limit) in [
            ("radii", ["large", "medium", "pill", "small"], GentleValueLimit.radius),
            ("shadows", ["medium", "none", "small"], GentleValueLimit.shadowRadius),
        ] {
            guard let section = fields[key], let values = object(section, path + [key], required: steps) else {
                continue
            }
            for step in steps {
                let value = number(values, step, path + [key])
                nonNegative(value, values, step, path + [key])
                within(limit, value, values, step, path + [key])
            }
        }
    }

    /// A `[String: X]` keyed by role raw values: checks each value, warns on unknown and missing roles.
    mutating func roleDictionary(
        _ node: GentleJSONNode, _ path: [String], roles: [String], unknown: String,
        missing: String, value check: (inout SpecValidator, GentleJSONNode, [String]) -> Void
    ) {
        guard let fields = dictionary(node, path) else { return }
        for member in node.distinctMembers ?? [] {
            if !roles.contains(member.key) {
                warning(unknown + didYouMean(member.key, among: roles), at: member.keyPosition, path + [member.key])
            }
            check(&self, member.value, path + [member.key])
        }
        for role in roles where fields[role] == nil {
            warning(missing, at: node.position, path + [role])
        }
    }
}
