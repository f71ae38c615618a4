#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The package's JSON coders: a plain `JSONDecoder`, and a `JSONEncoder` with
/// `[.prettyPrinted, .sortedKeys]` and no other strategy.
///
/// Foundation on Linux shares its JSON code with Apple's, so it writes the package's bytes:
/// `"key" : value`, two-space indent, keys in plain UTF-8 order at every level, whole doubles
/// without a decimal point, fractions in shortest form, large and tiny ones as `1e+21` / `1e-07`,
/// `/` escaped as `\/`, no trailing newline. The interop tests hold it to that.
package enum GentleJSONCoding {
    /// Encodes a spec to the bytes the package writes; throws `EncodingError` for NaN or infinity.
    package static func encode(_ spec: GentleDesignSystemSpec) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(spec)
    }

    /// Decodes a spec with the package's rules; throws `DecodingError` as `JSONDecoder` does.
    /// Prefer `GentleThemeFile.decode(data:fileName:)`, whose errors carry line:column.
    package static func decodeSpec(from data: Data) throws -> GentleDesignSystemSpec {
        try JSONDecoder().decode(GentleDesignSystemSpec.self, from: data)
    }
}
