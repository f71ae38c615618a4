/// Space around the four sides of a block, in points.
public struct LayoutInsets: Sendable, Hashable {
    /// Space above.
    public var top: Double
    /// Space on the left.
    public var leading: Double
    /// Space below.
    public var bottom: Double
    /// Space on the right.
    public var trailing: Double

    /// Creates insets from four sides.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of `horizontal` left and right and `vertical` above and below.
    public init(horizontal: Double, vertical: Double) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// The same inset on all four sides.
    public init(all value: Double) {
        self.init(horizontal: value, vertical: value)
    }

    /// No inset.
    public static let zero = LayoutInsets(all: 0)
}
