/// Layout: four spacing scales and the insets with their legacy flat form.
extension SpecValidator {
    static let spacingSteps = GentleSpacingToken.allCases.map(\.rawValue)

    mutating func validateLayout(_ node: GentleJSONNode, _ path: [String]) {
        guard let fields = object(node, path, required: ["gap", "grid", "inset", "scale", "touch"]) else { return }
        for key in ["gap", "grid", "scale", "touch"] {
            guard let scale = fields[key], let steps = object(scale, path + [key], required: Self.spacingSteps) else {
                continue
            }
            for step in Self.spacingSteps {
                within(.layoutStep, number(steps, step, path + [key]), steps, step, path + [key])
            }
        }
        if let inset = fields["inset"] { validateInsets(inset, path + ["inset"]) }
    }

    /// The package decodes the nested role → variant → axis form, else the legacy flat
    /// role → axis form (filed under `regular`), else refuses; problems are reported against the
    /// nested form unless the flat one fits.
    mutating func validateInsets(_ node: GentleJSONNode, _ path: [String]) {
        let nested = trial { $0.validateNestedInsets(node, path) }
        if !nested.hasErrors {
            adopt(nested)
            return
        }
        let flat = trial { validator in
            validator.insetEntries(node, path, keys: GentleInsetRole.allCases.map(\.rawValue)) {
                $0.validateAxis($1, $2)
            }
        }
        guard !flat.hasErrors else {
            adopt(nested)
            return
        }
        adopt(flat)
        warning(
            "legacy flat inset form; the package files each role under variant \"regular\"", at: node.position, path)
    }

    private mutating func validateNestedInsets(_ node: GentleJSONNode, _ path: [String]) {
        insetEntries(node, path, keys: GentleInsetRole.allCases.map(\.rawValue)) { validator, variants, rolePath in
            validator.insetEntries(variants, rolePath, keys: GentleInsetVariant.allCases.map(\.rawValue)) {
                $0.validateAxis($1, $2)
            }
        }
    }

    private mutating func insetEntries(
        _ node: GentleJSONNode, _ path: [String], keys: [String],
        value check: (inout SpecValidator, GentleJSONNode, [String]) -> Void
    ) {
        guard dictionary(node, path) != nil else { return }
        for member in node.distinctMembers ?? [] {
            if !keys.contains(member.key) {
                warning(
                    "unknown key; the package keeps it but never uses it" + didYouMean(member.key, among: keys),
                    at: member.keyPosition, path + [member.key])
            }
            check(&self, member.value, path + [member.key])
        }
    }

    private mutating func validateAxis(_ node: GentleJSONNode, _ path: [String]) {
        guard let fields = object(node, path, required: ["horizontal", "vertical"]) else { return }
        enumeration(GentleSpacingToken.self, fields, "horizontal", path)
        enumeration(GentleSpacingToken.self, fields, "vertical", path)
    }
}
