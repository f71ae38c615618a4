/// Checks of single values: numbers, strings, booleans and enum raw values.
extension SpecValidator {
    /// False, with an error, for a malformed scalar: `JSONDecoder` refuses it once it reads it.
    mutating func readable(_ node: GentleJSONNode, _ path: [String]) -> Bool {
        guard case .malformed(let reason, let position) = node.value else { return true }
        error("not valid JSON: \(reason)", at: position, path)
        return false
    }

    /// A required number (`Double`); null or another type is an error. Returns the number if valid.
    @discardableResult
    mutating func number(_ fields: Fields, _ key: String, _ path: [String]) -> Double? {
        guard let node = fields[key], readable(node, path + [key]) else { return nil }
        guard case .number(let value) = node.value else {
            error("expected a number, found \(node.kindDescription)", at: node.position, path + [key])
            return nil
        }
        return value
    }

    /// An optional number (`decodeIfPresent`): absent or null is fine. Returns the number if valid.
    @discardableResult
    mutating func optionalNumber(_ fields: Fields, _ key: String, _ path: [String]) -> Double? {
        if fields[key]?.value == .null { return nil }
        return number(fields, key, path)
    }

    /// A required string. Returns it if valid.
    @discardableResult
    mutating func string(_ fields: Fields, _ key: String, _ path: [String]) -> String? {
        guard let node = fields[key], readable(node, path + [key]) else { return nil }
        guard case .string(let value) = node.value else {
            error("expected a string, found \(node.kindDescription)", at: node.position, path + [key])
            return nil
        }
        return value
    }

    /// A required boolean. Returns it if valid.
    @discardableResult
    mutating func bool(_ fields: Fields, _ key: String, _ path: [String]) -> Bool? {
        guard let node = fields[key], readable(node, path + [key]) else { return nil }
        guard case .bool(let value) = node.value else {
            error("expected true or false, found \(node.kindDescription)", at: node.position, path + [key])
            return nil
        }
        return value
    }

    /// A required enum raw value; an unknown value is an error, as in the package.
    @discardableResult
    mutating func enumeration<Token: RawRepresentable & CaseIterable>(
        _ type: Token.Type, _ fields: Fields, _ key: String, _ path: [String]
    ) -> Token? where Token.RawValue == String {
        guard let text = string(fields, key, path), let node = fields[key] else { return nil }
        guard let token = Token(rawValue: text) else {
            let allowed = Token.allCases.map(\.rawValue).joined(separator: ", ")
            error(
                "unknown value \"\(GentleQuotedText.shortened(text))\"; expected one of: \(allowed)", at: node.position,
                path + [key])
            return nil
        }
        return token
    }

    /// An optional enum raw value: absent or null is fine.
    @discardableResult
    mutating func optionalEnumeration<Token: RawRepresentable & CaseIterable>(
        _ type: Token.Type, _ fields: Fields, _ key: String, _ path: [String]
    ) -> Token? where Token.RawValue == String {
        if fields[key]?.value == .null { return nil }
        return enumeration(type, fields, key, path)
    }

    /// Numbers the package accepts that resolution clamps to 0 (a negative radius, width, blur or time).
    mutating func nonNegative(_ value: Double?, _ fields: Fields, _ key: String, _ path: [String]) {
        guard let value, value < 0, let node = fields[key] else { return }
        warning(
            "negative value \(Self.numberText(value)); the package accepts it, and it is drawn as 0",
            at: node.position, path + [key])
    }

    /// A number outside `limit` is an error: the package would take it, but no sheet can draw it.
    mutating func within(
        _ limit: GentleValueLimit, _ value: Double?, _ fields: Fields, _ key: String, _ path: [String]
    ) {
        guard let value, !limit.accepts(value), let node = fields[key] else { return }
        let unit = limit.unit.isEmpty ? "" : " \(limit.unit)"
        if abs(value) > limit.magnitude {
            error(
                "\(Self.numberText(value))\(unit) is beyond ±\(Self.numberText(limit.magnitude))\(unit); \(limit.reason)",
                at: node.position, path + [key])
        } else if let floor = limit.floor {
            error(
                "\(Self.numberText(value))\(unit) is below \(Self.numberText(floor.value))\(unit); \(floor.reason)",
                at: node.position, path + [key])
        }
    }

    /// An opacity: negative is a warning, and so is above 1 (drawn fully opaque, as SwiftUI
    /// clamps opacities when drawing); only magnitudes beyond the limit are refused.
    mutating func opacity(_ value: Double?, _ fields: Fields, _ key: String, _ path: [String]) {
        nonNegative(value, fields, key, path)
        within(.opacity, value, fields, key, path)
        guard let value, value > 1, GentleValueLimit.opacity.accepts(value), let node = fields[key] else { return }
        warning(
            "opacity \(Self.numberText(value)) is above 1; it is drawn fully opaque", at: node.position, path + [key])
    }
}
