import GentleFiles
import GentleSheets
import GentleTheme
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Walks a parsed config against its schema, strictly: unlike a theme, whose leniency follows
/// the package's decoder, a config is this tool's own, so an unknown key, a duplicate, a
/// trailing comma or a wrong type is a problem, never a silent default.
struct SpecimenConfigReader {
    /// The top-level keys, in the order the documentation lists them.
    static let keys = [
        "themes", "sheets", "schemes", "sizeCategories", "scale", "ios", "goldens", "report", "fonts", "compare",
    ]

    let file: URL
    let displayPath: String
    private(set) var problems: [SpecimenConfigProblem] = []

    init(file: URL, displayPath: String) {
        self.file = file
        self.displayPath = displayPath
    }

    /// The config, or nil when the text is not a JSON object; `problems` lists what is wrong.
    mutating func read(_ data: Data) -> SpecimenConfig? {
        let root: GentleJSONNode
        do {
            root = try GentleJSONParser().parse(data)
        } catch {
            let key = error.codingPath.isEmpty ? "(root)" : Self.joined(error.codingPath)
            problem(key, "not valid JSON: \(error.message)", at: error.position)
            return nil
        }
        guard let fields = object(root, "(root)", known: Self.keys) else { return nil }
        if fields["themes"] == nil { problem("themes", "missing required key \"themes\"", at: root.position) }
        return SpecimenConfig(
            file: file, themes: fields["themes"].map { themes($0) } ?? [],
            sheets: fields["sheets"].flatMap { list($0, "sheets", noun: "sheet", SheetKind.allCases) },
            schemes: fields["schemes"].flatMap { list($0, "schemes", noun: "scheme", GentleColorScheme.allCases) },
            sizeCategories: fields["sizeCategories"].flatMap {
                list($0, "sizeCategories", noun: "size category", ContentSizeCategory.allCases)
            },
            scale: fields["scale"].flatMap { choice($0, "scale", among: Array(PixelScale.factors)) }
                .flatMap(PixelScale.init),
            ios: fields["ios"].flatMap { choice($0, "ios", among: IOSVersion.allCases.map(\.rawValue)) }
                .flatMap(IOSVersion.init(rawValue:)),
            goldens: fields["goldens"].flatMap { location($0, "goldens") },
            report: fields["report"].flatMap { location($0, "report") },
            fonts: fields["fonts"].flatMap { location($0, "fonts") },
            compare: fields["compare"].map { compare($0) } ?? SpecimenConfig.Compare())
    }

    /// `themes[0].path` from `["themes", "[0]", "path"]`, as theme diagnostics write paths.
    private static func joined(_ path: [String]) -> String {
        path.enumerated().map { index, key in index == 0 || key.hasPrefix("[") ? key : ".\(key)" }.joined()
    }

    private mutating func problem(_ key: String, _ message: String, at position: GentleSourcePosition) {
        problems.append(SpecimenConfigProblem(file: displayPath, key: key, message: message, position: position))
    }

    /// The members of an object by key, with a problem for each unknown or repeated key.
    private mutating func object(_ node: GentleJSONNode, _ key: String, known: [String]) -> [String: GentleJSONNode]? {
        guard let members = node.members else {
            mismatch(node, key, expected: "an object")
            return nil
        }
        if let comma = node.trailingComma { problem(key, "trailing comma after the last member", at: comma) }
        var fields: [String: GentleJSONNode] = [:]
        for member in members {
            // Shortened as in theme diagnostics: the key is the file's text, of any length.
            let shown = GentleQuotedText.shortened(member.key)
            let path = key == "(root)" ? shown : "\(key).\(shown)"
            if let malformation = member.keyMalformation {
                problem(key, "not valid JSON: \(malformation.reason)", at: malformation.position)
            } else if !known.contains(member.key) {
                problem(path, "unknown key" + didYouMean(member.key, among: known), at: member.keyPosition)
            } else if fields[member.key] != nil {
                problem(path, "duplicate key", at: member.keyPosition)
            } else {
                fields[member.key] = member.value
            }
        }
        return fields
    }

    private mutating func mismatch(_ node: GentleJSONNode, _ key: String, expected: String) {
        if case .malformed(let reason, let position) = node.value {
            problem(key, "not valid JSON: \(reason)", at: position)
        } else {
            problem(key, "expected \(expected), found \(node.kindDescription)", at: node.position)
        }
    }

    private mutating func array(_ node: GentleJSONNode, _ key: String) -> [GentleJSONNode]? {
        guard case .array(let elements) = node.value else {
            mismatch(node, key, expected: "an array")
            return nil
        }
        if let comma = node.trailingComma { problem(key, "trailing comma after the last element", at: comma) }
        if elements.isEmpty { problem(key, "must list at least one entry", at: node.position) }
        return elements
    }

    private mutating func string(_ node: GentleJSONNode, _ key: String) -> String? {
        guard case .string(let text) = node.value else {
            mismatch(node, key, expected: "a string")
            return nil
        }
        guard !text.isEmpty else {
            problem(key, "must not be empty", at: node.position)
            return nil
        }
        return text
    }

    private mutating func number(_ node: GentleJSONNode, _ key: String, within range: ClosedRange<Double>) -> Double? {
        guard case .number(let value) = node.value else {
            mismatch(node, key, expected: "a number")
            return nil
        }
        guard range.contains(value) else {
            problem(key, "\(value) is outside \(range.lowerBound)…\(range.upperBound)", at: node.position)
            return nil
        }
        return value
    }

    private mutating func integer(_ node: GentleJSONNode, _ key: String) -> Int? {
        guard let value = number(node, key, within: 0...Double(Int32.max)) else { return nil }
        guard let whole = Int(exactly: value) else {
            problem(key, "expected a whole number, found \(value)", at: node.position)
            return nil
        }
        return whole
    }

    /// A whole number that must be one of `allowed` (`scale`, `ios`).
    private mutating func choice(_ node: GentleJSONNode, _ key: String, among allowed: [Int]) -> Int? {
        guard let value = integer(node, key) else { return nil }
        guard allowed.contains(value) else {
            let list = allowed.map(String.init).joined(separator: ", ")
            problem(key, "\(value) is not allowed; expected one of: \(list)", at: node.position)
            return nil
        }
        return value
    }

    /// A list of names of `Value`, each once, in the list's order.
    private mutating func list<Value: RawRepresentable & Equatable>(
        _ node: GentleJSONNode, _ key: String, noun: String, _ all: [Value]
    ) -> [Value]? where Value.RawValue == String {
        guard let elements = array(node, key) else { return nil }
        let names = all.map(\.rawValue)
        var values: [Value] = []
        for (index, element) in elements.enumerated() {
            let path = "\(key)[\(index)]"
            guard let name = string(element, path) else { continue }
            guard let value = Value(rawValue: name) else {
                problem(
                    path,
                    "unknown \(noun) \"\(GentleQuotedText.shortened(name))\"" + didYouMean(name, among: names)
                        + " (expected one of: \(names.joined(separator: ", ")))",
                    at: element.position)
                continue
            }
            if values.contains(value) { problem(path, "\"\(name)\" is listed twice", at: element.position) }
            values.append(value)
        }
        return values
    }

    /// A path, resolved against the config's folder.
    private mutating func location(_ node: GentleJSONNode, _ key: String) -> URL? {
        string(node, key).map(resolve)
    }

    private func resolve(_ path: String) -> URL {
        let url =
            path.hasPrefix("/")
            ? URL(fileURLWithPath: path) : file.deletingLastPathComponent().appendingPathComponent(path)
        return url.standardizedFileURL
    }

    private mutating func themes(_ node: GentleJSONNode) -> [SpecimenConfig.Theme] {
        var themes: [SpecimenConfig.Theme] = []
        for (index, element) in (array(node, "themes") ?? []).enumerated() {
            let key = "themes[\(index)]"
            guard let fields = object(element, key, known: ["path", "name"]) else { continue }
            guard let pathNode = fields["path"] else {
                problem("\(key).path", "missing required key \"path\"", at: element.position)
                continue
            }
            let name = fields["name"].flatMap { string($0, "\(key).name") }
            guard let path = string(pathNode, "\(key).path") else { continue }
            let theme = SpecimenConfig.Theme(path: path, url: resolve(path), name: name)
            check(theme, at: pathNode.position, key: "\(key).path", against: themes)
            themes.append(theme)
        }
        return themes
    }

    /// A theme file must be there, and its id (base name) unique, or two themes share goldens
    /// (`ThemeIDClash`, as on the command line).
    private mutating func check(
        _ theme: SpecimenConfig.Theme, at position: GentleSourcePosition, key: String,
        against earlier: [SpecimenConfig.Theme]
    ) {
        do {
            _ = try RegularFile.check(theme.url, named: theme.path, limit: GentleThemeFile.maximumByteCount)
        } catch {
            problem(
                key,
                "the theme file \"\(theme.path)\" cannot be used: \(error.reason) (paths are relative to the "
                    + "config's folder)", at: position)
        }
        if let clash = ThemeIDClash.clash(of: theme.given, withEarlier: earlier.map(\.given)) {
            problem(key, clash.problem, at: position)
        }
    }

    private mutating func compare(_ node: GentleJSONNode) -> SpecimenConfig.Compare {
        guard let fields = object(node, "compare", known: ["maxDiffPixels", "maxDiffRatio", "threshold"]) else {
            return SpecimenConfig.Compare()
        }
        return SpecimenConfig.Compare(
            maxDiffPixels: fields["maxDiffPixels"].flatMap { integer($0, "compare.maxDiffPixels") },
            maxDiffRatio: fields["maxDiffRatio"].flatMap { number($0, "compare.maxDiffRatio", within: 0...1) },
            threshold: fields["threshold"].flatMap { number($0, "compare.threshold", within: 0...1) })
    }
}
