import Foundation
import GentleTokens

/// The resolved theme flattened to `token path → value` strings, the values a sheet is drawn from:
/// `colors.primaryCTA.light #0B5FFF`, `typography.body_m.size 17`,
/// `surfaces.cardElevated.shadow.opacity 0.12`, `buttons.primary.fill #0B5FFF`. Goldens record it
/// so that `verify` can name the tokens that changed, old → new. Colours are given for both
/// schemes, since the colors sheet shows light and dark side by side; everything else is the
/// tokens document of the one scheme and size category.
public enum TokenValues {
    /// The values for `spec` drawn in `scheme` at `sizeCategory`, keyed by dotted path.
    public static func of(
        spec: GentleDesignSystemSpec, scheme: GentleColorScheme, sizeCategory: ContentSizeCategory
    ) -> [String: String] {
        var values: [String: String] = ["specVersion": spec.specVersion]
        for colorScheme in [GentleColorScheme.light, .dark] {
            let colors = ResolvedColors(tokens: spec.colors, scheme: colorScheme)
            for role in GentleColorRole.allCases {
                values["colors.\(role.rawValue).\(colorScheme.rawValue)"] = colors[role].hexString
            }
        }
        let document = ResolvedTheme(spec: spec, scheme: scheme, sizeCategory: sizeCategory).tokensDocument
        let sections: [(String, Encodable)] = [
            ("typography", document.text), ("buttons", document.buttons), ("surfaces", document.surfaces),
            ("insets", document.insets),
        ]
        let encoder = JSONEncoder()
        for (name, section) in sections {
            // A value JSON cannot hold (NaN) leaves its section out rather than failing the run.
            guard let data = try? encoder.encode(section), let tree = try? JSONDecoder().decode(Node.self, from: data)
            else { continue }
            tree.flatten(into: &values, path: name)
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

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if container.decodeNil() {
                self = .null
            } else if let flag = try? container.decode(Bool.self) {
                self = .flag(flag)
            } else if let number = try? container.decode(Double.self) {
                self = .number(number)
            } else if let text = try? container.decode(String.self) {
                self = .text(text)
            } else if let array = try? container.decode([Node].self) {
                self = .array(array)
            } else {
                self = .object(try container.decode([String: Node].self))
            }
        }

        func flatten(into values: inout [String: String], path: String) {
            switch self {
            case .object(let members):
                for (key, member) in members { member.flatten(into: &values, path: "\(path).\(key)") }
            case .array(let elements):
                for (index, element) in elements.enumerated() { element.flatten(into: &values, path: "\(path).\(index)") }
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
