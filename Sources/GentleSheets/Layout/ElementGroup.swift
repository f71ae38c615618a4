import GentleRaster

/// Children composited together, then drawn at an opacity and a scale about the group's centre —
/// SwiftUI's `.scaleEffect` followed by `.opacity`, as a pressed button.
package struct ElementGroup: Sendable, Equatable {
    /// The children, in sheet coordinates before the scale is applied.
    package var children: [SheetElement]
    /// Opacity of the composited group, 0...1.
    package var opacity: Double
    /// Scale about the centre of the group's frame; 1 leaves it unchanged.
    package var scale: Double

    /// Creates a group.
    package init(children: [SheetElement], opacity: Double = 1, scale: Double = 1) {
        self.children = children
        self.opacity = opacity.isFinite ? min(1, max(0, opacity)) : 1
        self.scale = scale.isFinite ? max(0, scale) : 1
    }

    /// Where a rectangle in the children's coordinates lands once the group's scale is applied.
    package func transformed(_ rect: Rect, in frame: Rect) -> Rect {
        rect.scaled(scale, about: frame.center)
    }

    /// The area the group can paint, after its scale, for a group laid out in `frame`;
    /// the frame itself paints nothing, so an empty group paints only its (scaled) frame.
    package func inkBounds(in frame: Rect) -> Rect {
        guard let first = children.first?.inkBounds else { return transformed(frame, in: frame) }
        let unscaled = children.dropFirst().reduce(first) { $0.union($1.inkBounds) }
        return transformed(unscaled, in: frame)
    }
}
