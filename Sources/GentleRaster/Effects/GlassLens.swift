/// The edge of a Liquid Glass pane as a lens, in points: a convex bevel `bevelWidth` wide
/// inside the outline, whose surface normal tilts outward from 0° where the face begins to 90°
/// at the edge. Each pixel of the bevel shows the backdrop where a ray refracted through that surface
/// (Snell, index 1.5) lands `depth` below, and a rim of light weighted by Schlick's Fresnel
/// factor and by how squarely the edge faces the light from the top left.
///
/// The ray leaves along the outward normal, so the backdrop just outside the pane is gathered
/// into the rim and straight lines under the bevel bend towards the centre, as iOS 26's glass
/// draws them; the face (past the bevel) shows the backdrop straight below, unchanged. Only
/// square roots are used, so every platform computes the same bytes.
struct GlassLens {
    /// Glass's refractive index.
    static let refractiveIndex = 1.5
    /// The widest bevel, for large panes.
    static let maximumBevelWidth = 14.0
    /// How far below the surface the refracted ray meets the backdrop, per point of bevel.
    static let depthPerBevelWidth = 0.75
    /// The direction the light comes from, in the plane (unit length, y down): the top left.
    static let light = (x: -(0.5).squareRoot(), y: -(0.5).squareRoot())

    /// How far the bevel reaches inside the outline.
    let bevelWidth: Double
    /// The ray's run below the surface to the backdrop.
    let depth: Double

    /// The lens for a pane: the bevel is at most half of the distance from the edge to the
    /// centre line, so the face keeps a flat middle and opposite bevels never meet.
    init(bounds: Rect) {
        let half = max(0, min(bounds.width, bounds.height) / 2)
        bevelWidth = min(Self.maximumBevelWidth, half / 2)
        depth = bevelWidth * Self.depthPerBevelWidth
    }

    /// The farthest the backdrop is fetched from: the displacement at the edge itself.
    var reach: Double { displacement(at: 0) }

    /// The sine and cosine of the surface normal's tilt from the view axis at `distance` inside
    /// the outline: `sin θ = 1 − s^1.5` with `s = smoothstep(distance / bevelWidth)`, so the
    /// surface stands upright (90°) at the edge, stays steep across the outer third of the bevel
    /// and levels off smoothly (0°, with no kink) where the face begins.
    func tilt(at distance: Double) -> (sine: Double, cosine: Double) {
        guard bevelWidth > 0, distance < bevelWidth else { return (0, 1) }
        let t = max(distance, 0) / bevelWidth
        let smooth = t * t * (3 - 2 * t)
        let fall = smooth * smooth.squareRoot()
        return (1 - fall, (fall * (2 - fall)).squareRoot())
    }

    /// How far outward the backdrop seen at `distance` inside the outline is fetched from:
    /// `depth × tan(θ − θ′)` for the tilt θ and Snell's refracted angle θ′, largest at the edge
    /// and falling monotonically to 0 where the face begins.
    func displacement(at distance: Double) -> Double {
        displacement(tilt: tilt(at: distance))
    }

    /// `displacement(at:)` for the tilt at that distance, so a pixel that also wants the rim
    /// works the tilt out once.
    func displacement(tilt: (sine: Double, cosine: Double)) -> Double {
        let (sine, cosine) = tilt
        let refractedSine = sine / Self.refractiveIndex
        let refractedCosine = (1 - refractedSine * refractedSine).squareRoot()
        // sin and cos of the deviation θ − θ′.
        let deviationSine = sine * refractedCosine - cosine * refractedSine
        let deviationCosine = cosine * refractedCosine + sine * refractedSine
        return depth * max(deviationSine, 0) / deviationCosine
    }

    /// The rim light's strength in 0…1 at a distance inside the outline where the outward normal
    /// is `(normalX, normalY)`: Schlick's Fresnel term `(1 − cos θ)⁵` (1 at the grazing edge, 0
    /// on the flat face), times how squarely the edge faces the light — full on the top-left
    /// edge, 0.15 across the light, and 0.5 on the bottom-right edge, where light that entered
    /// at the top left leaves the glass. `tilt` is `tilt(at:)` of that distance, which the
    /// displacement wants too.
    func rim(tilt: (sine: Double, cosine: Double), normalX: Double, normalY: Double) -> Double {
        let cosine = tilt.cosine
        let grazing = 1 - cosine
        let fresnel = grazing * grazing * grazing * grazing * grazing
        let facing = normalX * Self.light.x + normalY * Self.light.y
        return fresnel * (0.15 + 0.85 * max(facing, 0) + 0.35 * max(-facing, 0))
    }
}
