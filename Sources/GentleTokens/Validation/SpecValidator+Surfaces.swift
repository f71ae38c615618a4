/// Surfaces: the one forgiving part of the package's decoder.
extension SpecValidator {
    /// The optional numbers, their defaults, whether a negative value is suspicious, and their
    /// limit (nil for the opacity, which is clamped rather than refused).
    static let surfaceNumberDefaults: [(key: String, value: Double, isMagnitude: Bool, limit: GentleValueLimit?)] = [
        ("borderWidth", 1, true, .length), ("cornerRadius", 20, true, .radius),
        ("shadowOffsetX", 0, false, .length), ("shadowOffsetY", 0, false, .length),
        ("shadowOpacity", 0, true, nil), ("shadowRadius", 0, true, .shadowRadius),
    ]
    static let legacyBackgroundKeys = ["appleMaterial", "colorRole", "useGlass", "visualEffect"]
    static let removedSurfaceKeys = [
        "surfaceDepthEffect": "surfaceDepthEffect was removed in spec 0.7.0; the package ignores it",
        "specularEffect": "specularEffect was removed in spec 0.6.0; the package ignores it",
        "specularStrength": "specularStrength was removed in spec 0.6.0; the package ignores it",
    ]

    mutating func validateSurfaces(_ node: GentleJSONNode, _ path: [String]) {
        guard let fields = object(node, path, required: ["roles"]), let roles = fields["roles"] else { return }
        roleDictionary(
            roles, path + ["roles"], roles: GentleSurfaceRole.allCases.map(\.rawValue),
            unknown: "unknown surface role; the package keeps it but never uses it",
            missing: "surface role missing; the package uses card instead"
        ) { validator, value, rolePath in validator.validateSurface(value, rolePath) }
    }

    mutating func validateSurface(_ node: GentleJSONNode, _ path: [String]) {
        guard
            let fields = object(
                node, path, required: ["border"],
                optional: ["backgroundStyle"] + Self.surfaceNumberDefaults.map(\.key) + Self.legacyBackgroundKeys,
                ignored: Self.removedSurfaceKeys)
        else { return }
        if let border = fields["border"] { validateColorPair(border, path + ["border"]) }
        for (key, fallback, isMagnitude, limit) in Self.surfaceNumberDefaults {
            guard fields[key] != nil else {
                warning("missing; the package uses \(Self.numberText(fallback))", at: node.position, path + [key])
                continue
            }
            let value = optionalNumber(fields, key, path)
            if let limit {
                if isMagnitude { nonNegative(value, fields, key, path) }
                within(limit, value, fields, key, path)
            } else {
                opacity(value, fields, key, path)
            }
        }
        validateSurfaceBackground(fields, node, path)
    }

    /// `backgroundStyle` is read with `try?`: when it fails the package silently moves on to the
    /// legacy keys, and finally to solid `surfaceBase`.
    private mutating func validateSurfaceBackground(_ fields: Fields, _ node: GentleJSONNode, _ path: [String]) {
        let stylePath = path + ["backgroundStyle"]
        guard let styleNode = fields["backgroundStyle"] else {
            guard let (style, origin) = legacyBackground(fields, path) else { return }
            warning("no backgroundStyle; the package draws \(style.summary) (\(origin))", at: node.position, stylePath)
            return
        }
        let trialRun = trial { $0.validateBackgroundStyle(styleNode, stylePath) }
        guard let failure = trialRun.diagnostics.firstError else {
            adopt(trialRun)
            for key in Self.legacyBackgroundKeys {
                guard let member = node.member(key) else { continue }
                let message = "legacy key; the package ignores it because backgroundStyle is set"
                warning(message, at: member.keyPosition, path + [key])
            }
            return
        }
        guard let (style, origin) = legacyBackground(fields, path) else { return }
        warning(
            "unreadable (\(failure.codingPathDescription): \(failure.message));"
                + " the package draws \(style.summary) (\(origin))",
            at: styleNode.position, stylePath)
    }

    /// What the package falls back to after `backgroundStyle`; nil when the strict flat keys are invalid.
    private mutating func legacyBackground(
        _ fields: Fields, _ path: [String]
    ) -> (GentleSurfaceBackgroundStyle, String)? {
        if let effectNode = fields["visualEffect"] {
            if case .string(let text) = effectNode.value, let effect = GentleVisualEffect(rawValue: text) {
                return (effect.backgroundStyle, "migrated from legacy visualEffect \"\(text)\"")
            }
            warning(
                "unreadable legacy visualEffect; the package ignores it", at: effectNode.position,
                path + ["visualEffect"])
        }
        let flatKeys = ["appleMaterial", "colorRole", "useGlass"]
        guard flatKeys.contains(where: { fields[$0] != nil }) else {
            return (.solid(colorRole: .surfaceBase), "its default")
        }
        let errorsBefore = diagnostics.errorCount
        let colorRole = optionalEnumeration(GentleColorRole.self, fields, "colorRole", path)
        let material = optionalEnumeration(GentleAppleMaterial.self, fields, "appleMaterial", path)
        let useGlass = fields["useGlass"]?.value == .null ? nil : bool(fields, "useGlass", path)
        guard diagnostics.errorCount == errorsBefore else { return nil }
        let style = GentleSurfaceBackgroundStyle.migratedFlat(
            colorRole: colorRole ?? .surfaceBase, appleMaterial: material ?? .noMaterial, useGlass: useGlass ?? false)
        return (style, "migrated from the legacy flat keys colorRole, appleMaterial, useGlass")
    }

    static func numberText(_ value: Double) -> String {
        if value == 0, value.sign == .minus { return "-0" }
        return value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
