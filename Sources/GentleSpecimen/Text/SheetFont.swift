/// Which family stands in for a SwiftUI font design.
public enum SheetFontDesign: String, Sendable, Hashable, CaseIterable {
    /// SF Pro's stand-in.
    case `default`
    /// New York's stand-in.
    case serif
    /// SF Pro Rounded's stand-in.
    case rounded
    /// SF Mono's stand-in.
    case monospaced
}

/// A font width; already resolved, so `standard` whenever SwiftUI would ignore the token.
public enum SheetFontWidth: String, Sendable, Hashable, CaseIterable {
    /// Narrowest.
    case compressed
    /// Narrow.
    case condensed
    /// Normal.
    case standard
    /// Wide.
    case expanded
}

/// A fully resolved font: final size after Dynamic Type, numeric weight, design and width.
public struct SheetFont: Sendable, Hashable {
    /// Size in points, after Dynamic Type scaling.
    public var size: Double
    /// Numeric weight, 100 (ultraLight) … 900 (black).
    public var weight: Int
    /// The family.
    public var design: SheetFontDesign
    /// The width.
    public var width: SheetFontWidth

    /// Creates a font request; size and weight are kept in drawable ranges.
    public init(size: Double, weight: Int, design: SheetFontDesign, width: SheetFontWidth = .standard) {
        self.size = size.isFinite ? max(1, size) : 17
        self.weight = min(1000, max(1, weight))
        self.design = design
        self.width = width
    }
}
