import GentleFiles
import GentleTokens
#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The resolved theme as printed by `gentle-specimen tokens`: plain Codable values, colours as hex.
package struct TokensDocument: Codable, Sendable, Equatable {
    /// The spec's `_specVersion`.
    package let specVersion: String
    /// `light` or `dark`.
    package let scheme: String
    /// The content size category raw value.
    package let sizeCategory: String
    /// The iOS release the tokens are drawn for, as `26`.
    package let ios: Int
    /// Hex colour by colour role raw value, all 19 roles.
    package let colors: [String: String]
    /// Text style by text role raw value (`body_m`).
    package let text: [String: TextStyleTokens]
    /// Button by button role raw value.
    package let buttons: [String: ButtonTokens]
    /// Surface by surface role raw value.
    package let surfaces: [String: SurfaceTokens]
    /// Inset padding by inset role, then variant.
    package let insets: [String: [String: EdgePadding]]

    /// The document for `theme`.
    package init(theme: ResolvedTheme) {
        specVersion = theme.specVersion
        scheme = theme.scheme.rawValue
        sizeCategory = theme.sizeCategory.rawValue
        ios = theme.ios.rawValue
        colors = Self.keyed(GentleColorRole.allCases, \.rawValue) { theme.colors[$0].hexString }
        text = Self.keyed(GentleTextRole.allCases, \.rawValue) { TextStyleTokens(theme.text[$0]) }
        buttons = Self.keyed(GentleButtonRole.ordered, \.rawValue) { ButtonTokens(theme.buttons[$0]) }
        surfaces = Self.keyed(GentleSurfaceRole.allCases, \.rawValue) { SurfaceTokens(theme.surfaces[$0]) }
        insets = Self.keyed(GentleInsetRole.allCases, \.rawValue) { role in
            Self.keyed(GentleInsetVariant.allCases, \.rawValue) { theme.inset(role, $0) }
        }
    }

    /// Pretty-printed JSON with sorted keys: the same bytes for the same theme on every run.
    package func encoded() throws(TokensDocumentError) -> Data {
        try TokensDocumentError.sortedJSON(self)
    }

    private static func keyed<Role, Value>(
        _ roles: [Role], _ key: (Role) -> String,
        _ value: (Role) -> Value
    ) -> [String: Value] {
        Dictionary(roles.map { (key($0), value($0)) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Why the tokens document could not be written as JSON.
package enum TokensDocumentError: KindedError, Equatable, Sendable, CustomStringConvertible {
    /// A number JSON cannot hold (NaN or infinity), at a dotted coding path.
    case invalidNumber(codingPath: String, value: String)
    /// Any other encoder failure.
    case encodingFailed(description: String)

    /// A number JSON cannot hold came from the theme; any other encoder failure is ours.
    package var kind: ErrorKind {
        switch self {
        case .invalidNumber: .invalidInput
        case .encodingFailed: .internal
        }
    }

    /// What could not be written, and where.
    package var description: String {
        switch self {
        case .invalidNumber(let codingPath, let value):
            "the resolved theme has \(value) at \(codingPath), which JSON cannot hold"
        case .encodingFailed(let description): "the tokens document cannot be written: \(description)"
        }
    }

    /// `value` as pretty-printed JSON with sorted keys, the way every tokens document is written;
    /// a number JSON cannot hold is reported with its coding path.
    static func sortedJSON(_ value: some Encodable) throws(TokensDocumentError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(value)
        } catch let EncodingError.invalidValue(value, context) {
            let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
            throw .invalidNumber(codingPath: path.joined(separator: "."), value: "\(value)")
        } catch {
            throw .encodingFailed(description: String(describing: error))
        }
    }
}

extension ResolvedTheme {
    /// This theme as the `tokens` command prints it.
    package var tokensDocument: TokensDocument { TokensDocument(theme: self) }
}
