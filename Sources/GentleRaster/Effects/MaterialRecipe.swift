/// How iOS turns a backdrop into a material: a Gaussian blur, a saturation boost, then a blend
/// towards a curve of the blurred luminance, plus a brightness offset (`materials-measured.md`
/// §1, CoreMaterial's `platformContent*` recipes).
///
/// Per pixel, on sRGB-encoded values in 0…1: `l = 0.213 R + 0.715 G + 0.072 B`,
/// `s = l + saturation × (c − l)`, `out = clamp((1 − amount) × s + amount × curve(l) + brightness)`.
///
/// The curve is the cubic Bézier whose four control values are the recipe's stops, not a polyline
/// through them: over the 64 iOS samples the polyline is 7.9/255 off at worst (regular over
/// gray75 in light, gray25 in dark, where it passes through the middle stops iOS only bends
/// towards), the Bézier 2.2 (mean 1.9 → 0.74).
package struct MaterialRecipe: Sendable, Hashable {
    /// How sure the numbers are.
    package enum Provenance: String, Sendable, Hashable {
        /// From iOS's own recipe files, checked against simulator samples.
        case measured
        /// No recipe was found: derived from a neighbour and labelled so.
        case estimated
    }

    /// Blur σ in points.
    package let blur: Double
    /// Saturation factor around the luminance.
    package let saturation: Double
    /// Added to every channel last.
    package let brightness: Double
    /// How far the colour moves towards the luminance curve, 0…1.
    package let amount: Double
    /// The curve's four control values, at luminance 0, ⅓, ⅔ and 1; it passes through the
    /// first and the last.
    package let curve: [Double]
    /// Whether the numbers are iOS's or ours.
    package let provenance: Provenance

    /// Creates a recipe from its numbers; `curve` must hold four stops.
    package init(
        blur: Double, saturation: Double, brightness: Double, amount: Double, curve: [Double],
        provenance: Provenance = .measured
    ) {
        self.blur = blur
        self.saturation = saturation
        self.brightness = brightness
        self.amount = amount
        self.curve = curve.count == 4 ? curve : [0, 1.0 / 3, 2.0 / 3, 1]
        self.provenance = provenance
    }

    /// The recipe of `kind` in `appearance`.
    package init(_ kind: MaterialKind, _ appearance: Appearance) {
        switch (kind, appearance) {
        case (.ultraThin, .light):
            self.init(blur: 22.5, saturation: 1.10, brightness: 0.12, amount: 0.50, curve: [0.45, 0.55, 0.65, 0.68])
        case (.thin, .light):
            self.init(blur: 30, saturation: 1.35, brightness: 0.12, amount: 0.60, curve: [0.725, 0.825, 0.76, 0.73])
        case (.regular, .light):
            self.init(blur: 30, saturation: 1.50, brightness: 0.10, amount: 0.75, curve: [0.90, 0.83, 0.925, 0.815])
        case (.thick, .light):
            self.init(blur: 45, saturation: 1.50, brightness: 0.045, amount: 0.88, curve: [0.99, 0.95, 0.98, 0.905])
        case (.ultraThin, .dark):
            self.init(blur: 22.5, saturation: 1.10, brightness: 0, amount: 0.50, curve: [0.24, 0.24, 0.30, 0.39])
        case (.thin, .dark):
            self.init(blur: 30, saturation: 1.35, brightness: 0, amount: 0.60, curve: [0.20, 0.21, 0.10, 0.15])
        case (.regular, .dark):
            self.init(blur: 30, saturation: 1.50, brightness: 0, amount: 0.75, curve: [0.16, 0.26, 0.10, 0.10])
        case (.thick, .dark):
            self.init(blur: 45, saturation: 1.50, brightness: 0, amount: 0.88, curve: [0.14, 0.16, 0.10, 0.03])
        case (.ultraThick, _):
            // No ultraThick recipe is published: thick's, one step further along the series
            // (amount 0.60 → 0.75 → 0.88 → 0.95), less the brightness that step takes away.
            let thick = MaterialRecipe(.thick, appearance)
            self.init(
                blur: thick.blur, saturation: thick.saturation, brightness: thick.brightness * 0.45, amount: 0.95,
                curve: thick.curve, provenance: .estimated)
        case (.bar, _):
            // `.bar` is presumably the chrome recipe: ultraThin's blur and remap, with saturation
            // 1.1 in light and 2.0 in dark (medium confidence in the reference).
            let chrome = MaterialRecipe(.ultraThin, appearance)
            self.init(
                blur: chrome.blur, saturation: appearance == .light ? 1.1 : 2.0, brightness: chrome.brightness,
                amount: chrome.amount, curve: chrome.curve, provenance: .estimated)
        }
    }

    /// The curve at luminance `l`: the cubic Bézier of the four control values (Bernstein form).
    func curveValue(_ l: Double) -> Double {
        let t = min(max(l, 0), 1)
        let u = 1 - t
        return u * u * u * curve[0] + 3 * u * u * t * curve[1] + 3 * u * t * t * curve[2] + t * t * t * curve[3]
    }

    /// One blurred sRGB colour (0…1 channels) as the material shows it.
    package func apply(red: Double, green: Double, blue: Double) -> (red: Double, green: Double, blue: Double) {
        let l = 0.213 * red + 0.715 * green + 0.072 * blue
        let lifted = amount * curveValue(l) + brightness
        func channel(_ value: Double) -> Double {
            min(max((1 - amount) * (l + saturation * (value - l)) + lifted, 0), 1)
        }
        return (channel(red), channel(green), channel(blue))
    }

    /// What vector output draws, since it cannot read back its backdrop: the recipe taken as a
    /// wash of the curve's mean (a Bézier's mean is its control values' mean) at `amount`.
    var vectorWash: (grey: Double, alpha: Double) {
        let mean = curve.reduce(0, +) / Double(curve.count)
        return (min(max(mean + brightness / max(amount, 0.01), 0), 1), amount)
    }
}
