#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The four font widths; the package applies one only when the design is `default`.
public enum GentleFontWidthToken: String, Codable, Sendable, CaseIterable {
    /// Narrowest to widest.
    case compressed, condensed, standard, expanded

    /// The capitalised raw value, as the package shows it.
    public var displayName: String { rawValue.capitalized }
}
