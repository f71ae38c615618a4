import GentleTokens

/// Gentle Default with every number of one kind set to the same value: the corners of what
/// `GentleThemeFile.validate` accepts, read from the one table of bounds (`GentleValueLimit`).
struct ExtremeSpec: Sendable, CustomStringConvertible {
    let description: String
    var pointSize = 17.0
    var lineSpacing = 2.0
    var letterSpacing = 0.0
    var length = 12.0
    var layoutStep = 12.0
    var radius = 20.0
    var shadowRadius = 8.0
    var opacity = 0.9
    var pressedScale = 0.97
    var duration = 0.12
    var springResponse = 0.3
    var springDamping = 0.8

    static let all: [ExtremeSpec] = [
        ExtremeSpec(
            description: "every limit, positive", pointSize: 500, lineSpacing: 500, letterSpacing: 100, length: 1000,
            layoutStep: 1000, radius: 10_000, shadowRadius: 200, opacity: 100, pressedScale: 10, duration: 60,
            springResponse: 60, springDamping: 100),
        ExtremeSpec(
            description: "every limit, negative", pointSize: lowest(.pointSize), lineSpacing: -500,
            letterSpacing: -100, length: -1000, layoutStep: lowest(.layoutStep), radius: -10_000, shadowRadius: -200,
            opacity: -100, pressedScale: lowest(.pressedScale), duration: -60, springResponse: -60,
            springDamping: -100),
        ExtremeSpec(
            description: "every number zero or its floor (zero-duration ease, zero-response spring)",
            pointSize: lowest(.pointSize), lineSpacing: 0, letterSpacing: 0, length: 0, layoutStep: 0, radius: 0,
            shadowRadius: 0, opacity: 0, pressedScale: lowest(.pressedScale), duration: 0, springResponse: 0,
            springDamping: 0),
        ExtremeSpec(description: "stiffest spring, undamped", opacity: 100, springResponse: 0.001, springDamping: 0),
        ExtremeSpec(description: "stiffest spring, critical", opacity: 100, springResponse: 0.001, springDamping: 1),
        ExtremeSpec(
            description: "stiffest spring, most damped", opacity: 100, pressedScale: 10, springResponse: 0.001,
            springDamping: 100),
        ExtremeSpec(description: "slowest spring, undamped", opacity: -100, springResponse: 60, springDamping: 0),
        ExtremeSpec(
            description: "slowest spring, most damped", pressedScale: lowest(.pressedScale), springResponse: 60,
            springDamping: 100),
        ExtremeSpec(description: "shortest ease", duration: 1e-300),
    ]

    /// The spec with the values applied to every role.
    var spec: GentleDesignSystemSpec {
        var spec = GentlePreset.gentleDefault.spec
        spec.typography.roles = spec.typography.roles.mapValues { role in
            var role = role
            (role.pointSize, role.lineSpacing, role.letterSpacing) = (pointSize, lineSpacing, letterSpacing)
            return role
        }
        let step = layoutStep
        let scale = GentleSpacingScaleTokens(xs: step, s: step, m: step, l: step, xl: step, xxl: step)
        (spec.layout.scale, spec.layout.gap, spec.layout.grid, spec.layout.touch) = (scale, scale, scale, scale)
        spec.visual.radii = GentleRadiusTokens(small: radius, medium: radius, large: radius, pill: radius)
        spec.visual.shadows = GentleShadowTokens(none: shadowRadius, small: shadowRadius, medium: shadowRadius)
        spec.buttons.roles = spec.buttons.roles.mapValues { role in
            var role = role
            (role.pressedScale, role.pressedOpacity) = (pressedScale, opacity)
            return role
        }
        spec.buttons.animations = spec.buttons.animations.mapValues { _ in animation }
        spec.surfaces.roles = spec.surfaces.roles.mapValues { surface in
            var surface = surface
            (surface.cornerRadius, surface.borderWidth, surface.shadowRadius) = (radius, length, shadowRadius)
            (surface.shadowOpacity, surface.shadowOffsetX, surface.shadowOffsetY) = (opacity, length, -length)
            return surface
        }
        return spec
    }

    private static func lowest(_ limit: GentleValueLimit) -> Double { limit.range.lowerBound }

    private var animation: GentleButtonAnimationSpec {
        GentleButtonAnimationSpec(
            pressedScale: pressedScale, pressedOpacity: opacity, duration: duration, springResponse: springResponse,
            springDamping: springDamping, springBlend: duration)
    }
}
