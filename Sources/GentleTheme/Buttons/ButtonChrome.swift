import GentleTokens

/// What a non-native button draws around its label.
package struct ButtonChrome: Sendable, Equatable {
    /// The background fill; fully transparent for a hollow button.
    package let fill: GentleRGBA
    /// The colour role the fill is (`primaryCTA`, `destructive`); nil for a hollow button.
    package let fillColorRole: GentleColorRole?
    /// The 1 pt inside stroke, or nil when the border role is `hidden`.
    package let border: ButtonBorder?
    /// The outline the fill and border follow.
    package let shape: ButtonShape
    /// Space between the label and the shape's edge.
    package let padding: EdgePadding
}

/// A button's inside stroke.
package struct ButtonBorder: Sendable, Equatable {
    /// Stroke width in points, drawn inside the shape (`strokeBorder`).
    package let width: Double
    /// The colour role: `primaryCTA` for accent, `borderSubtle` for subtle.
    package let colorRole: GentleColorRole
    /// The stroke colour.
    package let color: GentleRGBA
}

/// A button outline.
package enum ButtonShape: Sendable, Equatable {
    /// `shape: pill`: corner radius `radii.pill` (999), which SwiftUI clamps to half the height.
    case capsule
    /// `shape: rounded`: a rounded rectangle with SwiftUI's default corner style.
    case roundedRectangle(cornerRadius: Length)
}

/// Horizontal and vertical padding, applied on both sides.
package struct EdgePadding: Sendable, Equatable, Codable {
    /// Points left and right.
    package let horizontal: Double
    /// Points above and below.
    package let vertical: Double

    /// Padding of `horizontal` × `vertical` points.
    package init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
