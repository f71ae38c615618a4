/// Space around the four sides of a block, in points.
package struct LayoutInsets: Sendable, Hashable {
    /// Space above.
    package var top: Double
    /// Space on the left.
    package var leading: Double
    /// Space below.
    package var bottom: Double
    /// Space on the right.
    package var trailing: Double

    /// Creates insets from four sides.
    package init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of `horizontal` left and right and `vertical` above and below.
    package init(horizontal: Double, vertical: Double) {
        self.init(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }

    /// The same inset on all four sides.
    package init(all value: Double) {
        self.init(horizontal: value, vertical: value)
    }

    /// No inset.
    package static let zero = LayoutInsets(all: 0)
}
