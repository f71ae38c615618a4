import Foundation

/// Checks a parsed document against the DTCG format's rules (2025.10 draft, "Format" and
/// "Color" modules) and collects every token the way Style Dictionary reads them: by path, with
/// `$type` inherited from the nearest group.
struct DTCGShape {
    /// A token found in the document.
    struct Token {
        let path: [String]
        let type: String
        let value: Any
    }

    private(set) var problems: [String] = []
    private(set) var tokens: [Token] = []

    static let types: Set<String> = [
        "color", "dimension", "fontFamily", "fontWeight", "duration", "cubicBezier", "number", "shadow",
        "typography", "strokeStyle", "border", "transition", "gradient",
    ]
    static let reserved: Set<String> = ["$value", "$type", "$description", "$extensions", "$deprecated"]

    /// Walks `root`, the whole document.
    init(root: Any) {
        guard let object = root as? [String: Any] else {
            problems.append("the document is not an object")
            return
        }
        walk(object, path: [], inheritedType: nil)
    }

    private mutating func walk(_ node: [String: Any], path: [String], inheritedType: String?) {
        let here = path.joined(separator: ".")
        for key in node.keys where key.hasPrefix("$") && !Self.reserved.contains(key) {
            problems.append("\(here): unknown property \(key)")
        }
        if let extensions = node["$extensions"] {
            checkExtensions(extensions, at: here)
        }
        let type = (node["$type"] as? String) ?? inheritedType
        if let declared = node["$type"], !((declared as? String).map(Self.types.contains) ?? false) {
            problems.append("\(here): $type \(declared) is not a DTCG type")
        }
        if let value = node["$value"] {
            for key in node.keys where !key.hasPrefix("$") {
                problems.append("\(here): a token cannot have the child \(key)")
            }
            guard let type else {
                problems.append("\(here): a token without a $type, own or inherited")
                return
            }
            check(value, type: type, at: here)
            tokens.append(Token(path: path, type: type, value: value))
            return
        }
        for (key, child) in node where !key.hasPrefix("$") {
            if key.contains(".") || key.contains("{") || key.contains("}") {
                problems.append("\(here): the name \(key) holds a character DTCG reserves")
            }
            guard let group = child as? [String: Any] else {
                problems.append("\(here).\(key): neither a token nor a group")
                continue
            }
            walk(group, path: path + [key], inheritedType: type)
        }
    }

    private mutating func checkExtensions(_ extensions: Any, at path: String) {
        guard let object = extensions as? [String: Any] else {
            problems.append("\(path): $extensions is not an object")
            return
        }
        // Vendor data sits under reverse-domain keys, as the format recommends.
        for key in object.keys where key.split(separator: ".").count < 2 {
            problems.append("\(path): $extensions key \(key) is not a reverse-domain name")
        }
    }

    private mutating func check(_ value: Any, type: String, at path: String) {
        // An alias takes its target's value, checked where that token is; the CLI tests resolve it.
        if let text = value as? String, text.hasPrefix("{"), text.hasSuffix("}") { return }
        let valid: Bool =
            switch type {
            case "color": Self.isColor(value)
            case "dimension": Self.isMeasure(value, units: ["px", "rem"])
            case "duration": Self.isMeasure(value, units: ["ms", "s"])
            case "number": value is NSNumber
            case "fontWeight": ((value as? NSNumber)?.doubleValue).map { (1...1000).contains($0) } ?? (value is String)
            case "fontFamily": value is String || ((value as? [Any])?.allSatisfy { $0 is String } ?? false)
            case "cubicBezier": Self.isCubicBezier(value)
            case "shadow": Self.isShadow(value)
            case "typography": Self.isTypography(value)
            default: true
            }
        if !valid { problems.append("\(path): not a valid \(type) value: \(value)") }
    }

    static func isColor(_ value: Any) -> Bool {
        guard let color = value as? [String: Any], color["colorSpace"] as? String == "srgb",
            let components = color["components"] as? [NSNumber], components.count == 3,
            components.allSatisfy({ (0...1).contains($0.doubleValue) })
        else { return false }
        if let alpha = color["alpha"], !((alpha as? NSNumber).map { (0...1).contains($0.doubleValue) } ?? false) {
            return false
        }
        if let hex = color["hex"] as? String {
            return hex.count == 7 && hex.hasPrefix("#") && hex.dropFirst().allSatisfy(\.isHexDigit)
        }
        return true
    }

    static func isMeasure(_ value: Any, units: Set<String>) -> Bool {
        guard let measure = value as? [String: Any], measure.count == 2, measure["value"] is NSNumber,
            let unit = measure["unit"] as? String
        else { return false }
        return units.contains(unit)
    }

    static func isCubicBezier(_ value: Any) -> Bool {
        guard let points = value as? [NSNumber], points.count == 4 else { return false }
        return (0...1).contains(points[0].doubleValue) && (0...1).contains(points[2].doubleValue)
    }

    static func isShadow(_ value: Any) -> Bool {
        guard let shadow = value as? [String: Any], let color = shadow["color"], isColor(color) else { return false }
        return ["offsetX", "offsetY", "blur", "spread"].allSatisfy {
            shadow[$0].map { isMeasure($0, units: ["px", "rem"]) } ?? false
        }
    }

    static func isTypography(_ value: Any) -> Bool {
        guard let type = value as? [String: Any],
            Set(type.keys) == [
                "fontFamily", "fontSize", "fontWeight", "letterSpacing", "lineHeight",
            ]
        else { return false }
        return isMeasure(type["fontSize"] as Any, units: ["px", "rem"])
            && isMeasure(type["letterSpacing"] as Any, units: ["px", "rem"]) && type["lineHeight"] is NSNumber
    }
}
