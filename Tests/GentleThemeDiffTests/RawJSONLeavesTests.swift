import Foundation
import Testing

@testable import GentleThemeDiff

/// The raw JSON notes of `compare` read each leaf as `JSONSerialization` wrote it before the tool
/// left Foundation for FoundationEssentials; the reference below is that code.
@Suite struct RawJSONLeavesTests {
    @Test(arguments: [
        ##"{"a": 12, "b": 1.0, "c": 1.5, "d": 0.1, "e": 1e3, "f": 1E-7, "g": 3.0e20, "h": 0.000001}"##,
        ##"{"i": 2.5e-3, "j": 1e16, "k": 4.35, "l": 0.30000000000000004, "m": -12.75, "n": 17.000, "o": 0.5e1}"##,
        ##"{"p": true, "q": false, "r": null, "s": "#3366FF", "t": "Größe \u00e9", "u": [1, [2, {"v": 3}]]}"##,
        ##"{"colors": {"pairByRole": {"primaryCTA": {"lightHex": "#123", "darkHex": "#FFF"}}}, "w": 1e300}"##,
        ##"{"dup": {"x": 1}, "dup": 2, "empty": {}, "none": [], "trailing": [1, 2,],}"##,
        #"{"broken": "\x"}"#, "[1, 2", "not json", "", "12", #""top""#, "-12.5",
    ])
    func leavesAreJSONSerializationsText(document: String) {
        let data = Data(document.utf8)
        #expect(RawJSONLeaves(document: data).values == Self.foundationLeaves(data))
    }

    private static func foundationLeaves(_ document: Data) -> [String: String] {
        var values: [String: String] = [:]
        if let root = try? JSONSerialization.jsonObject(with: document, options: [.fragmentsAllowed]) {
            collect(root, path: [], into: &values)
        }
        return values
    }

    private static func collect(_ node: Any, path: [String], into values: inout [String: String]) {
        switch node {
        case let object as [String: Any]:
            for (key, child) in object { collect(child, path: path + [key], into: &values) }
        case let array as [Any]:
            for (index, child) in array.enumerated() { collect(child, path: path + [String(index)], into: &values) }
        default:
            values[path.joined(separator: ".")] = text(of: node)
        }
    }

    private static func text(of scalar: Any) -> String {
        if let string = scalar as? String { return "\"\(string)\"" }
        if scalar is NSNull { return "null" }
        if let data = try? JSONSerialization.data(withJSONObject: scalar, options: [.fragmentsAllowed]) {
            return String(decoding: data, as: UTF8.self)
        }
        return String(describing: scalar)
    }
}
