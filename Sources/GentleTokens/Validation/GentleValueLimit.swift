/// The range a number must lie in for this tool to draw it; the package itself accepts any
/// finite number, so a value outside is refused by `validate` and `decode` as an error, and
/// every command exits 65 before drawing. This table is the one set of bounds: resolution
/// (`GentleTheme`) clamps into value types that rely on exactly these ranges, so whatever
/// `validate` accepts without an error renders.
///
/// Magnitudes are symmetric because a negative value the package tolerates (and `validate`
/// warns about) still flows into layout arithmetic: −1e9 overflows a sheet as surely as 1e9
/// does. Where a small or negative value cannot be drawn at all (a zero press scale makes the
/// drawing matrix singular; a zero-point font cannot be set; a negative layout step shrinks the
/// page below nothing), a floor says so. Each limit sits far above anything a real theme writes
/// (the presets stay within a tenth of it) and far below where geometry, blur kernels or spring
/// maths stop being finite or bounded.
package struct GentleValueLimit: Sendable, Equatable {
    /// The smallest value accepted and why smaller ones are refused.
    package struct Floor: Sendable, Equatable {
        /// The smallest value accepted.
        package let value: Double
        /// Why smaller values are refused, for the error message.
        package let reason: String
    }

    /// The largest magnitude accepted, in the value's own unit.
    package let magnitude: Double
    /// The unit named in messages ("pt", "s", or empty).
    package let unit: String
    /// Why values beyond the limit are refused, for the error message.
    package let reason: String
    /// The smallest value accepted, when it is above −`magnitude`.
    package let floor: Floor?

    /// A limit of ±`magnitude`, optionally with a floor.
    package init(magnitude: Double, unit: String, reason: String, floor: Floor? = nil) {
        self.magnitude = magnitude
        self.unit = unit
        self.reason = reason
        self.floor = floor
    }

    /// Whether `value` is within ±`magnitude` and not below the floor.
    package func accepts(_ value: Double) -> Bool {
        abs(value) <= magnitude && !isBelowFloor(value)
    }

    /// Whether `value` is below the floor (−0 counts as 0).
    package func isBelowFloor(_ value: Double) -> Bool {
        guard let floor else { return false }
        return value < floor.value
    }

    /// The accepted range, for clamping in resolution.
    package var range: ClosedRange<Double> { (floor?.value ?? -magnitude)...magnitude }
}

extension GentleValueLimit {
    /// Typography `pointSize`: Dynamic Type multiplies it by up to about 3, and the sheet by the
    /// output scale, so 500 pt is already a glyph of several thousand pixels.
    /// Below 1 pt a glyph is under a pixel at every scale and 0 or less cannot be set at all.
    package static let pointSize = GentleValueLimit(
        magnitude: 500, unit: "pt", reason: "larger text cannot be laid out on a sheet",
        floor: Floor(value: 1, reason: "smaller text cannot be set"))
    /// Typography `lineSpacing`: added between every pair of lines, so it grows the sheet's
    /// height per wrapped line; the same ceiling as the point size keeps a line within reach.
    package static let lineSpacing = GentleValueLimit(
        magnitude: 500, unit: "pt", reason: "wider line gaps cannot be laid out on a sheet")
    /// Typography `letterSpacing`: added after every glyph; beyond 100 pt no two letters of a
    /// sample share a line and wrapping degenerates into one glyph per line.
    package static let letterSpacing = GentleValueLimit(
        magnitude: 100, unit: "pt", reason: "wider tracking cannot be laid out on a sheet")
    /// Border widths and shadow offsets: lengths that become strokes and extents in the layout,
    /// where 1000 pt is wider than any sheet.
    package static let length = GentleValueLimit(
        magnitude: 1000, unit: "pt", reason: "longer lengths cannot be laid out on a sheet")
    /// Layout spacing steps: they become padding, gaps and insets, and a negative one shrinks a
    /// box below nothing (a page of negative height), so the floor is 0.
    package static let layoutStep = GentleValueLimit(
        magnitude: 1000, unit: "pt", reason: "longer lengths cannot be laid out on a sheet",
        floor: Floor(value: 0, reason: "a negative step cannot be laid out"))
    /// Corner radii: capsules are written as large numbers (the presets use 999) and a shape
    /// clamps its radius to half its box, so only far larger values are refused.
    package static let radius = GentleValueLimit(
        magnitude: 10_000, unit: "pt", reason: "larger radii overflow the shape geometry")
    /// Shadow blur radii: the blur kernel grows with the radius and the output scale, and the
    /// shadow's canvas grows by the kernel on every side.
    package static let shadowRadius = GentleValueLimit(
        magnitude: 200, unit: "pt", reason: "a larger blur cannot be rendered in bounded memory")
    /// Pressed scales: the pressed frame is drawn at this scale inside its cell; at 0 (or 1e-300)
    /// the drawing transform cannot be inverted and a negative scale mirrors the button, so
    /// presses below 1 % are refused.
    package static let pressedScale = GentleValueLimit(
        magnitude: 10, unit: "", reason: "a larger press cannot be drawn inside its frame",
        floor: Floor(value: 0.01, reason: "a smaller or mirrored press cannot be drawn"))
    /// Opacities (shadow, tint, pressed): above 1 they are drawn fully opaque and `validate`
    /// warns, but a press animation moves the raw value before it is clamped, and a stiff
    /// spring's velocity (up to about 10⁶ per second here) times a huge travel is not finite.
    package static let opacity = GentleValueLimit(
        magnitude: 100, unit: "", reason: "an opacity this far beyond 1 cannot be animated")
    /// Animation times (`duration`, `springResponse`, `springBlend`): the press timeline is
    /// sampled over them, and 60 s of a button press is already far past any drawing of it.
    package static let animationTime = GentleValueLimit(
        magnitude: 60, unit: "s", reason: "a longer press animation cannot be sampled")
    /// `springDamping`: beyond 100 an overdamped spring's slow rate (−ζω₀ + ω₀√(ζ²−1)) is lost
    /// to rounding, and near 1e154 ζ² overflows and the motion becomes NaN.
    package static let springDamping = GentleValueLimit(
        magnitude: 100, unit: "", reason: "stronger damping cannot be computed")

    /// The shortest positive `springResponse`: below a millisecond a spring settles within a
    /// single frame (indistinguishable from no animation), and far below it the stiffness
    /// (2π / response)² overflows and the motion becomes NaN. Zero or less stays allowed: the
    /// package treats it as an infinitely stiff spring, i.e. instant.
    package static let shortestSpringResponse = 0.001
}
