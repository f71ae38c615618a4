/// The containers that have semantic insets.
public enum GentleInsetRole: String, Codable, Sendable, CaseIterable {
    /// Screen edges, cards, controls, list rows.
    case screen, card, control, listRow
}

/// The density variants of an inset.
public enum GentleInsetVariant: String, Codable, Sendable, CaseIterable {
    /// Denser to looser.
    case tight, regular, roomy
}

/// An inset as two scale steps, one per axis.
public struct GentleAxisInsetTokens: Codable, Sendable, Equatable, Hashable {
    /// Leading and trailing padding.
    public var horizontal: GentleSpacingToken
    /// Top and bottom padding.
    public var vertical: GentleSpacingToken

    /// Creates an inset from its two steps.
    public init(horizontal: GentleSpacingToken, vertical: GentleSpacingToken) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
