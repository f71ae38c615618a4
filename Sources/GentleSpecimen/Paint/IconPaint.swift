import GentleTokens

/// The few glyph-free icons the sheets draw, as vector paths in the drawer.
public enum IconSymbol: String, Sendable, Hashable, CaseIterable {
    /// A plus sign.
    case plus
    /// A five-pointed star.
    case star
    /// A right-pointing chevron.
    case chevronRight
    /// Three dots in a row, the package's miniature button icon.
    case ellipsis
    /// A check mark.
    case checkmark
}

/// An icon drawn to fit the element's frame, centred, keeping its square aspect.
public struct IconPaint: Sendable, Hashable {
    /// Which icon.
    public var symbol: IconSymbol
    /// Ink colour.
    public var color: GentleRGBA

    /// Creates an icon paint.
    public init(symbol: IconSymbol, color: GentleRGBA) {
        self.symbol = symbol
        self.color = color
    }
}
