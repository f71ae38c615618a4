import Foundation
import GentleTokens
import Testing

@testable import GentleTheme

@Suite("DTCG aliases")
struct DTCGAliasRoundTripTests {
    /// Every alias of both sets resolves, without a cycle, to the value `tokens` prints for the
    /// place the alias sits: a button's fill to its `fill`, a surface's background to its colour,
    /// an inset to its points.
    @Test(arguments: GentlePreset.all.map(\.id))
    func everyAliasResolvesToWhatTokensPrints(_ id: String) throws {
        let preset = try #require(GentlePreset.named(id))
        let data = try DTCGDocument.document(spec: preset.spec, name: preset.name, lineHeights: FixedLineHeights())
            .encoded()
        let root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        for scheme in [GentleColorScheme.light, .dark] {
            let set = try #require(root[scheme.rawValue] as? [String: Any])
            let resolver = DTCGAliasResolver(set: set)
            let tokens = ResolvedTheme(spec: preset.spec, scheme: scheme, sizeCategory: .large).tokensDocument
            let before26 = ResolvedTheme(spec: preset.spec, scheme: scheme, sizeCategory: .large, ios: .iOS18)
                .tokensDocument
            let aliases = resolver.aliases
            // Every button label is an alias, so a document without aliases cannot pass.
            #expect(aliases.count >= GentleButtonRole.ordered.count)
            for alias in aliases {
                let place = alias.at.joined(separator: ".")
                let resolved: Any
                do {
                    resolved = try resolver.resolve(alias.target)
                } catch {
                    Issue.record("\(scheme) \(place): \(error)")
                    continue
                }
                let compared = Self.compared(
                    at: alias.at, target: alias.target, in: set, resolved: resolved, tokens: tokens, before26: before26)
                guard let pair = compared else {
                    Issue.record("\(scheme) \(place): no value of `tokens` to compare with")
                    continue
                }
                #expect(pair.drawn == pair.printed, "\(scheme) \(place) → {\(alias.target)}")
            }
        }
    }

    /// The value an alias at `at` stands for, from what it `resolved` to, beside what `tokens`
    /// prints for that place, both as text (colours as hex); nil when `tokens` has no counterpart.
    static func compared(
        at path: [String], target: String, in set: [String: Any], resolved: Any, tokens: TokensDocument,
        before26: TokensDocument
    ) -> (drawn: String?, printed: String?)? {
        let colour = hex(resolved)
        switch path.count {
        case 3 where path[0] == "buttons":
            let button = tokens.buttons[path[1]]
            switch path[2] {
            case "label": return (colour, button?.labelColor)
            case "fill": return (colour, button?.fill)
            case "borderColor": return (colour, button?.border?.color)
            default: return nil
            }
        case 3 where path[0] == "surfaces" && path[2] == "background":
            return (colour, tokens.surfaces[path[1]]?.background.color)
        case 5 where path[0] == "layout" && path[1] == "inset":
            let padding = tokens.insets[path[2]]?[path[3]]
            let points = path[4] == "horizontal" ? padding?.horizontal : padding?.vertical
            return (points.map { json(node(.dimension($0))) }, json(resolved))
        case 6 where path[0] == "surfaces" && path[2] == "$extensions" && path[3] == DTCGDocument.namespace:
            let surface = path[1]
            switch (path[4], path[5]) {
            case ("material", "tintColor"):
                // `tokens` prints the tint drawn: this colour at the opacity the composite states beside it.
                let composite = (set["surfaces"] as? [String: Any]).flatMap { $0[surface] as? [String: Any] }
                    .flatMap { $0["$extensions"] as? [String: Any] }.flatMap { $0[path[3]] as? [String: Any] }
                    .flatMap { $0["material"] as? [String: Any] }
                let opacity = (composite?["tintOpacity"] as? NSNumber)?.doubleValue
                return (opacity.flatMap { hex(resolved, alphaScale: $0) }, tokens.surfaces[surface]?.background.tint)
            case ("glass", "fallbackColor"):
                // Before iOS 26, glass without a fallback material is drawn as this colour; with
                // one, the colour is the role's as `tokens` lists it.
                let drawn = before26.surfaces[surface]?.background
                guard drawn?.type == "solid" else {
                    return (colour, target.hasPrefix("colors.") ? tokens.colors[String(target.dropFirst(7))] : nil)
                }
                return (colour, drawn?.color)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// A DTCG colour value as `#RRGGBB[AA]`, its alpha scaled by `alphaScale`; nil for anything else.
    static func hex(_ value: Any, alphaScale: Double = 1) -> String? {
        guard let color = value as? [String: Any], let components = color["components"] as? [NSNumber],
            components.count == 3, let alpha = (color["alpha"] as? NSNumber)?.doubleValue
        else { return nil }
        let channels = components.map(\.doubleValue)
        return GentleRGBA(red: channels[0], green: channels[1], blue: channels[2], alpha: alpha * alphaScale).hexString
    }

    static func node(_ value: DTCGNode) -> Any {
        (try? JSONSerialization.jsonObject(with: value.encoded())) ?? NSNull()
    }

    /// `value` as sorted JSON text, so two parsed values compare by content.
    static func json(_ value: Any) -> String {
        let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "?"
    }
}
