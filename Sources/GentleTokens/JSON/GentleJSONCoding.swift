import Foundation

/// The package's JSON coders: a plain decoder, and an encoder with `[.prettyPrinted, .sortedKeys]`.
public enum GentleJSONCoding {
    /// Encodes a spec to the bytes the package writes.
    public static func encode(_ spec: GentleDesignSystemSpec) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(spec)
    }

    /// Decodes a spec with the package's rules; throws `DecodingError` as `JSONDecoder` does.
    public static func decodeSpec(from data: Data) throws -> GentleDesignSystemSpec {
        try JSONDecoder().decode(GentleDesignSystemSpec.self, from: data)
    }
}
