/// Buttons: role specs and animation specs, all keys required.
extension SpecValidator {
    mutating func validateButtons(_ node: GentleJSONNode, _ path: [String]) {
        guard let fields = object(node, path, required: ["animations", "roles"]) else { return }
        if let roles = fields["roles"] {
            roleDictionary(
                roles, path + ["roles"], roles: GentleButtonRole.ordered.map(\.rawValue),
                unknown: "unknown button role; the package keeps it but never uses it",
                missing: "button role missing; the package uses primary instead"
            ) { validator, value, rolePath in validator.validateButtonRole(value, rolePath) }
        }
        if let animations = fields["animations"] {
            roleDictionary(
                animations, path + ["animations"], roles: GentleButtonAnimationRole.allCases.map(\.rawValue),
                unknown: "unknown animation; the package keeps it but never uses it",
                missing: "animation missing; the package uses squish instead"
            ) { validator, value, rolePath in validator.validateAnimation(value, rolePath) }
        }
    }

    mutating func validateButtonRole(_ node: GentleJSONNode, _ path: [String]) {
        guard
            let fields = object(
                node, path,
                required: [
                    "animationRole", "borderRole", "fillRole", "pressedOpacity", "pressedScale", "shape",
                    "usesNativeStyle",
                ],
                ignored: ["materialRole": "materialRole was replaced by fillRole in spec 0.4.0; the package ignores it"]
            )
        else { return }
        enumeration(GentleButtonShape.self, fields, "shape", path)
        enumeration(GentleButtonFillRole.self, fields, "fillRole", path)
        enumeration(GentleButtonBorderRole.self, fields, "borderRole", path)
        enumeration(GentleButtonAnimationRole.self, fields, "animationRole", path)
        pressedValues(fields, path)
        bool(fields, "usesNativeStyle", path)
    }

    mutating func validateAnimation(_ node: GentleJSONNode, _ path: [String]) {
        let keys = ["duration", "pressedOpacity", "pressedScale", "springBlend", "springDamping", "springResponse"]
        guard let fields = object(node, path, required: keys) else { return }
        pressedValues(fields, path)
        for key in ["duration", "springBlend", "springDamping", "springResponse"] {
            let value = number(fields, key, path)
            nonNegative(value, fields, key, path)
            within(key == "springDamping" ? .springDamping : .animationTime, value, fields, key, path)
        }
        if let response = fields["springResponse"], case .number(let value) = response.value, value > 0,
            value < GentleValueLimit.shortestSpringResponse
        {
            error(
                "\(Self.numberText(value)) s is a positive response below"
                    + " \(Self.numberText(GentleValueLimit.shortestSpringResponse)) s; so stiff a spring cannot be"
                    + " computed (write 0 for no animation)",
                at: response.position, path + ["springResponse"])
        }
    }

    /// `pressedScale` and `pressedOpacity`, in a role spec and in an animation spec alike.
    private mutating func pressedValues(_ fields: Fields, _ path: [String]) {
        within(.pressedScale, number(fields, "pressedScale", path), fields, "pressedScale", path)
        opacity(number(fields, "pressedOpacity", path), fields, "pressedOpacity", path)
    }
}
