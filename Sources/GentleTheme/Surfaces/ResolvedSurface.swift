import GentleTokens

/// One surface role as `.gentleSurface(role)` draws it.
package struct ResolvedSurface: Sendable, Equatable {
    /// The surface role.
    package let role: GentleSurfaceRole
    /// The spec's background style kind, for captions.
    package let styleType: GentleSurfaceBackgroundStyle.StyleType
    /// The fill.
    package private(set) var background: SurfaceBackground
    /// Corner radius of the continuous (superellipse-like) rounded rectangle; a negative radius
    /// in the spec is drawn square.
    package let cornerRadius: Length
    /// Whether content is clipped to the rounded rectangle (every role but `appBackground`).
    package let clipsToShape: Bool
    /// The inside stroke, or nil when not drawn.
    package let border: SurfaceBorder?
    /// The drop shadow, or nil when not drawn.
    package private(set) var shadow: SurfaceShadow?
    /// For a glass role, what it shows before iOS 26 and with Reduce Transparency; nil otherwise.
    package let glassFallbacks: GlassFallbacks?

    /// Whether the role gets border and shadow at all; the package ignores them on the others.
    package static func isCardLike(_ role: GentleSurfaceRole) -> Bool {
        switch role {
        case .card, .cardElevated, .cardSecondary, .overlayPopover, .floatingPanel, .floatingWidget: true
        case .appBackground, .chrome, .overlaySheet, .overlayScrim: false
        }
    }

    /// Resolves `role` from `spec` for `scheme` on `ios`.
    ///
    /// Border only for card-like roles and only when its width is positive; shadow only for
    /// card-like roles and only when its radius is positive, whatever its opacity and offsets.
    /// Liquid Glass casts no shadow: its background is clear, so there is no fill to cast one.
    package init(
        role: GentleSurfaceRole, spec: GentleSurfaceRoleSpec, colors: ResolvedColors, ios: IOSVersion = .standard
    ) {
        self.role = role
        TokenReads.note("surfaces.\(role.rawValue)")
        styleType = spec.backgroundStyle.type
        background = SurfaceBackground(style: spec.backgroundStyle, colors: colors, ios: ios)
        cornerRadius = Length(clamping: spec.cornerRadius)
        clipsToShape = role != .appBackground
        let cardLike = Self.isCardLike(role)
        border =
            cardLike && spec.borderWidth > 0
            ? SurfaceBorder(
                width: Length(clamping: spec.borderWidth),
                color: GentleHexColor(spec.border.hex(for: colors.scheme)).rgba)
            : nil
        let castShadow = cardLike && spec.shadowRadius > 0 ? SurfaceShadow(spec: spec, scheme: colors.scheme) : nil
        shadow = background != .liquidGlass ? castShadow : nil
        glassFallbacks = GlassFallbacks(style: spec.backgroundStyle, shadow: castShadow, colors: colors, ios: ios)
    }

    /// The same role drawn with `background` and `shadow` instead of its own, border and corners
    /// kept: a glass role beside its fallbacks.
    package func drawn(with background: SurfaceBackground, shadow: SurfaceShadow?) -> ResolvedSurface {
        var copy = self
        copy.background = background
        copy.shadow = shadow
        return copy
    }
}

/// A surface's inside stroke (`strokeBorder`).
package struct SurfaceBorder: Sendable, Equatable {
    /// Stroke width, drawn inside the shape.
    package let width: Length
    /// The border pair's colour for the scheme.
    package let color: GentleRGBA
}

/// A surface's single black drop shadow.
package struct SurfaceShadow: Sendable, Equatable {
    /// How much darker shadows are in dark mode.
    package static let darkModeOpacityFactor = 3.5

    /// Opacity of the black shadow colour, after the dark-mode factor, clamped to 1.
    package let opacity: Opacity
    /// SwiftUI `shadow(radius:)` (blur σ ≈ radius).
    package let radius: Length
    /// Horizontal offset in points, positive to the right.
    package let offsetX: Double
    /// Vertical offset in points, positive downwards.
    package let offsetY: Double

    /// The shadow colour: black at `opacity`.
    package var color: GentleRGBA { GentleRGBA(red: 0, green: 0, blue: 0, alpha: opacity.value) }

    init(spec: GentleSurfaceRoleSpec, scheme: GentleColorScheme) {
        let factor = scheme == .dark ? Self.darkModeOpacityFactor : 1
        opacity = Opacity(clamping: spec.shadowOpacity * factor)
        radius = Length(clamping: spec.shadowRadius)
        offsetX = spec.shadowOffsetX
        offsetY = spec.shadowOffsetY
    }
}
