/// The `type`-discriminated background style object.
extension SpecValidator {
    mutating func validateBackgroundStyle(_ node: GentleJSONNode, _ path: [String]) {
        guard node.members != nil else {
            error("expected an object, found \(node.kindDescription)", at: node.position, path)
            return
        }
        guard let typeNode = node.member("type") else {
            error("missing required key \"type\"", at: node.position, path + ["type"])
            return
        }
        typealias StyleType = GentleSurfaceBackgroundStyle.StyleType
        guard let type = enumeration(StyleType.self, ["type": typeNode.value], "type", path) else { return }
        switch type {
        case .solid:
            guard let fields = object(node, path, required: ["colorRole", "type"]) else { return }
            enumeration(GentleColorRole.self, fields, "colorRole", path)
        case .material:
            guard
                let fields = object(
                    node, path, required: ["material", "type"], optional: ["tintColorRole", "tintOpacity"])
            else { return }
            enumeration(GentleAppleMaterial.self, fields, "material", path)
            optionalEnumeration(GentleColorRole.self, fields, "tintColorRole", path)
            if fields["tintOpacity"] == nil {
                let fallback = Self.numberText(GentleSurfaceBackgroundStyle.defaultTintOpacity)
                warning("missing; the package uses \(fallback)", at: node.position, path + ["tintOpacity"])
            }
            opacity(optionalNumber(fields, "tintOpacity", path), fields, "tintOpacity", path)
        case .glass:
            guard
                let fields = object(
                    node, path, required: ["fallbackColorRole", "type"], optional: ["fallbackMaterial"])
            else { return }
            enumeration(GentleColorRole.self, fields, "fallbackColorRole", path)
            optionalEnumeration(GentleAppleMaterial.self, fields, "fallbackMaterial", path)
        }
    }
}

extension GentleSurfaceBackgroundStyle {
    /// A short description for messages, e.g. "material regular tinted surfaceTint at 0.1".
    var summary: String {
        switch self {
        case .solid(let colorRole):
            return "solid \(colorRole.rawValue)"
        case .material(let material, let tint, let opacity):
            let tintText = tint.map { " tinted \($0.rawValue) at \(SpecValidator.numberText(opacity))" } ?? ""
            return "material \(material.rawValue)\(tintText)"
        case .glass(let material, let colorRole):
            return "glass (before iOS 26: \(material?.rawValue ?? colorRole.rawValue))"
        }
    }
}
