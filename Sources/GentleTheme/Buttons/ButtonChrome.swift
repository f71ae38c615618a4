import GentleTokens

/// What a non-native button draws around its label.
public struct ButtonChrome: Sendable, Equatable {
    /// The background fill; fully transparent for a hollow button.
    public let fill: GentleRGBA
    /// The colour role the fill is (`primaryCTA`, `destructive`); nil for a hollow button.
    public let fillColorRole: GentleColorRole?
    /// The 1 pt inside stroke, or nil when the border role is `hidden`.
    public let border: ButtonBorder?
    /// The outline the fill and border follow.
    public let shape: ButtonShape
    /// Space between the label and the shape's edge.
    public let padding: EdgePadding
}

/// A button's inside stroke.
public struct ButtonBorder: Sendable, Equatable {
    /// Stroke width in points, drawn inside the shape (`strokeBorder`).
    public let width: Double
    /// The colour role: `primaryCTA` for accent, `borderSubtle` for subtle.
    public let colorRole: GentleColorRole
    /// The stroke colour.
    public let color: GentleRGBA
}

/// A button outline.
public enum ButtonShape: Sendable, Equatable {
    /// `shape: pill`: corner radius `radii.pill` (999), which SwiftUI clamps to half the height.
    case capsule
    /// `shape: rounded`: a rounded rectangle with SwiftUI's default corner style.
    case roundedRectangle(cornerRadius: Length)
}

/// Horizontal and vertical padding, applied on both sides.
public struct EdgePadding: Sendable, Equatable, Codable {
    /// Points left and right.
    public let horizontal: Double
    /// Points above and below.
    public let vertical: Double

    /// Padding of `horizontal` × `vertical` points.
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
