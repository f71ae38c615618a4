import Foundation
import Testing

@testable import GentleTokens

/// The schema walk must refuse exactly what the package's decoder refuses. This test breaks the
/// Gentle Default file at every key of one representative entry per role table, in six ways,
/// and compares the walk alone (without its decoding cross-check) with `JSONDecoder`.
@Suite("Validator agrees with the decoder")
struct ValidatorAgreementTests {
    enum Breakage: String, CaseIterable, Sendable {
        case remove, string, number, null, bool, emptyObject

        var json: String? {
            switch self {
            case .remove: nil
            case .string: #""x""#
            case .number: "1"
            case .null: "null"
            case .bool: "true"
            case .emptyObject: "{}"
            }
        }
    }

    /// Role tables are sampled at the entries that show each shape once.
    static let sampledEntries: [String: Set<String>] = [
        "pairByRole": ["primaryCTA"], "roles": ["monoCode_m", "primary", "card", "chrome", "floatingPanel"],
        "animations": ["pop"], "inset": ["card"],
    ]

    static func paths(in object: Any, under prefix: [String] = []) -> [[String]] {
        guard let dictionary = object as? [String: Any] else { return [] }
        let sample = prefix.last.flatMap { sampledEntries[$0] }
        return dictionary.keys.sorted().filter { sample?.contains($0) ?? true }.flatMap { key in
            [prefix + [key]] + paths(in: dictionary[key] as Any, under: prefix + [key])
        }
    }

    @Test("walk and decoder refuse the same breakages", arguments: Breakage.allCases)
    func walkMatchesDecoder(breakage: Breakage) throws {
        let original = try Fixtures.interop("gentle-default")
        let paths = Self.paths(in: try JSONSerialization.jsonObject(with: original))
        #expect(paths.count > 100)
        for path in paths {
            let edit: JSONEdit = breakage.json.map { .set(path, $0) } ?? .remove(path)
            let data = try JSONEdit.apply([edit], to: original)
            var walk = SpecValidator(fileName: "t.json")
            walk.validateSpec(try GentleJSONParser().parse(data))
            let decoderRefuses = (try? GentleJSONCoding.decodeSpec(from: data)) == nil
            #expect(walk.hasErrors == decoderRefuses, "\(breakage) at \(path.joined(separator: "."))")
        }
    }
}
