import Foundation
import GentleTheme
import GentleTokens

/// A resolved DTCG file beside what `tokens` prints for the same theme and scheme, place by place,
/// both as text (colours as `#RRGGBB[AA]`, dimensions as `<points> px`): the 19 colours, each
/// button's label, fill and border colour, each surface's background, tint, border colour and
/// radius, each inset, each text role's size, and the colours the `$extensions` aliases name.
struct DTCGThemeComparison {
    /// One place: the file's value and the theme's, nil where one states none.
    struct Pair: CustomStringConvertible {
        let place: String
        let file: String?
        let theme: String?

        var description: String { "\(place): file \(file ?? "nothing"), theme \(theme ?? "nothing")" }
    }

    /// Every place compared.
    private(set) var pairs: [Pair] = []

    /// Compares the tokens `resolved` from `file` (whose parsed JSON is `root`) with `tokens`, the
    /// theme as drawn, and `before26`, the theme as drawn before iOS 26 (for glass fallbacks).
    init(
        resolved: [String: DTCGTokensFile.Resolved], file: DTCGTokensFile, root: [String: Any],
        tokens: TokensDocument, before26: TokensDocument
    ) throws {
        for (path, token) in resolved.sorted(by: { $0.key < $1.key }) {
            let keys = path.split(separator: ".").map(String.init)
            if let theme = Self.themeValue(at: keys, in: tokens) {
                let text = token.type == "color" ? Self.hex(token.value) : Self.measure(token.value)
                pairs.append(Pair(place: path, file: text, theme: theme))
            }
        }
        for reference in file.references where reference.at.contains("$extensions") {
            let value = try file.resolve(reference).value
            pairs.append(Self.extensionPair(reference, value: value, root: root, tokens: tokens, before26: before26))
        }
    }

    /// What `tokens` prints for the token at `keys`, or nil when it prints nothing for it.
    private static func themeValue(at keys: [String], in tokens: TokensDocument) -> String? {
        switch keys.count {
        case 2 where keys[0] == "colors": return tokens.colors[keys[1]]
        case 2 where keys[0] == "typography": return tokens.text[keys[1]].map { points($0.size) }
        case 3 where keys[0] == "buttons":
            let button = tokens.buttons[keys[1]]
            switch keys[2] {
            case "label": return button?.labelColor
            case "fill": return button?.fill
            case "borderColor": return button?.border?.color
            default: return nil
            }
        case 3 where keys[0] == "surfaces":
            let surface = tokens.surfaces[keys[1]]
            switch keys[2] {
            case "background": return surface?.background.color
            case "tint": return surface?.background.tint
            case "borderColor": return surface?.border?.color
            case "cornerRadius": return surface.map { points($0.cornerRadius) }
            default: return nil
            }
        case 5 where keys[0] == "layout" && keys[1] == "inset":
            let padding = tokens.insets[keys[2]]?[keys[3]]
            return (keys[4] == "horizontal" ? padding?.horizontal : padding?.vertical).map(points)
        default: return nil
        }
    }

    /// An alias under `$extensions."dev.gentle-specimen"` beside what the theme draws for it.
    private static func extensionPair(
        _ reference: DTCGTokensFile.Reference, value: Any, root: [String: Any], tokens: TokensDocument,
        before26: TokensDocument
    ) -> Pair {
        let resolvedColor = hex(value)
        let at = reference.at
        let place = at.joined(separator: ".")
        guard at.count == 6, at[0] == "surfaces", at[2] == "$extensions" else {
            return Pair(place: place, file: resolvedColor, theme: nil)
        }
        let surface = at[1]
        switch (at[4], at[5]) {
        case ("material", "tintColor"):
            // `tokens` prints the tint drawn: this colour at the opacity the composite states beside it.
            let composite = (root["surfaces"] as? [String: Any]).flatMap { $0[surface] as? [String: Any] }
                .flatMap { $0["$extensions"] as? [String: Any] }.flatMap { $0[at[3]] as? [String: Any] }
                .flatMap { $0["material"] as? [String: Any] }
            let opacity = (composite?["tintOpacity"] as? NSNumber)?.doubleValue
            let drawn = opacity.flatMap { hex(value, alphaScale: $0) }
            return Pair(place: place, file: drawn, theme: tokens.surfaces[surface]?.background.tint)
        case ("glass", "fallbackColor"):
            // Before iOS 26, glass without a fallback material is drawn as this colour; with one,
            // the colour is the role's as `tokens` lists it.
            let drawn = before26.surfaces[surface]?.background
            guard drawn?.type == "solid" else {
                let role = reference.target.hasPrefix("colors.") ? String(reference.target.dropFirst(7)) : ""
                return Pair(place: place, file: resolvedColor, theme: tokens.colors[role])
            }
            return Pair(place: place, file: resolvedColor, theme: drawn?.color)
        default:
            return Pair(place: place, file: resolvedColor, theme: nil)
        }
    }

    /// A DTCG colour value as `#RRGGBB[AA]`, its alpha scaled by `alphaScale`; nil for anything else.
    static func hex(_ value: Any, alphaScale: Double = 1) -> String? {
        guard let color = value as? [String: Any], color["colorSpace"] as? String == "srgb",
            let components = color["components"] as? [NSNumber], components.count == 3
        else { return nil }
        let alpha = (color["alpha"] as? NSNumber)?.doubleValue ?? 1
        let channels = components.map(\.doubleValue)
        return GentleRGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha * alphaScale).hexString
    }

    /// A dimension value, or a typography value's `fontSize`, as `<points> px`; nil for anything else.
    private static func measure(_ value: Any) -> String? {
        guard let object = value as? [String: Any] else { return nil }
        let dimension = (object["fontSize"] as? [String: Any]) ?? object
        guard dimension["unit"] as? String == "px", let number = dimension["value"] as? NSNumber else { return nil }
        return points(number.doubleValue)
    }

    private static func points(_ value: Double) -> String {
        String(format: "%.4f px", value)
    }
}
