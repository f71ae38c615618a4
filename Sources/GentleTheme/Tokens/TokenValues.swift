import GentleTokens

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A theme flattened to `token path → value` strings, the values a sheet is drawn from:
/// `colors.primaryCTA.light #0B5FFF`, `surfaces.cardElevated.shadowOpacity 0.12`,
/// `typography.body_m.pointSize 17`, `buttons.primary.pressedScale 0.97`. Goldens record it so that
/// `verify` can name the tokens that changed, old → new. Colours are resolved (the package's
/// fallback for a missing role applied) for both schemes, since the colors sheet shows light and
/// dark side by side; every other value is as the theme states it, under the names its author
/// edits (the spec's keys without the `roles` level), because what resolution makes of them is
/// the renderer's part: a change there is a "renderer or layout change".
package enum TokenValues {
    /// The values `spec` is drawn from, keyed by dotted path. `scheme` and `sizeCategory` are
    /// recorded too, though the case's name already says them.
    package static func of(
        spec: GentleDesignSystemSpec, scheme: GentleColorScheme, sizeCategory: ContentSizeCategory
    ) -> [String: String] {
        var values: [String: String] = [
            "specVersion": spec.specVersion, "scheme": scheme.rawValue, "sizeCategory": sizeCategory.rawValue,
        ]
        for colorScheme in [GentleColorScheme.light, .dark] {
            let colors = ResolvedColors(tokens: spec.colors, scheme: colorScheme)
            for role in GentleColorRole.allCases {
                values["colors.\(role.rawValue).\(colorScheme.rawValue)"] = colors[role].hexString
            }
        }
        // A value JSON cannot hold (NaN) leaves the rest out rather than failing the run.
        guard let data = try? JSONEncoder().encode(spec),
            case .object(let sections)? = try? JSONDecoder().decode(Node.self, from: data)
        else { return values }
        for (name, section) in sections where name != "colors" && name != "_specVersion" {
            section.flatten(into: &values, path: name)
        }
        return values
    }

    /// A decoded JSON value.
    private enum Node: Decodable {
        case object([String: Node])
        case array([Node])
        case text(String)
        case number(Double)
        case flag(Bool)
        case null

        // Each kind of JSON value decodes as one type only; they are tried most common first (a
        // spec has as many texts as numbers, then objects), as each failed try throws an error.
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let text = try? container.decode(String.self) {
                self = .text(text)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let object = try? container.decode([String: Node].self) {
                self = .object(object)
            } else if let flag = try? container.decode(Bool.self) {
                self = .flag(flag)
            } else {
                self = .array(try container.decode([Node].self))
            }
        }

        func flatten(into values: inout [String: String], path: String) {
            switch self {
            case .object(let members):
                // `surfaces.roles.card` reads `surfaces.card`, as the sheets' regions name it.
                for (key, member) in members {
                    member.flatten(into: &values, path: key == "roles" ? path : "\(path).\(key)")
                }
            case .array(let elements):
                for (index, element) in elements.enumerated() {
                    element.flatten(into: &values, path: "\(path).\(index)")
                }
            case .text(let text): values[path] = text
            case .number(let number): values[path] = Self.format(number)
            case .flag(let flag): values[path] = flag ? "true" : "false"
            case .null: break
            }
        }

        // Whole numbers without a fraction, others in Swift's shortest round-trip form: `17`, `0.12`.
        private static func format(_ number: Double) -> String {
            if number.rounded() == number, abs(number) < 1e15 { return String(Int(number)) }
            return String(number)
        }
    }
}
